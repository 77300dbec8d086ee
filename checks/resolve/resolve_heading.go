package resolve

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// A section named by its heading, unquoted, is a locator as the quoted
// heading is (FORMATS.md: C-009, sections named by heading): "the
// Termination section of DOC-7", "under Limitation of Liability in
// DOC-7", "DOC-7's Termination clause", "(DOC-7, Termination)". Whether
// the words name a section is known only once the document is: they are
// a section locator when they equal, case-insensitively and whole, the
// caption of one of its headings ("## Termination", "## 4. Termination")
// or captioned clauses ("4.2 Notice of Claims. A party ..."). Words that
// are a part of a caption ("Limitation" for "Limitation of Liability"),
// or a caption with more words ("Early Termination" for "Termination"),
// name nothing, and the citation stays without a locator. A caption in
// quotes after the reference (`DOC-7, "Termination"`) that only a
// numbered heading carries ("## 4. Termination") is that heading's
// section too.

// sectionWords may name what a heading heads: "the Termination section".
var sectionWords = []string{"section", "clause", "provision", "heading", "article", "part"}

// leadWords may stand before a heading's name without being part of it.
var leadWords = map[string]bool{"under": true, "per": true, "see": true, "the": true, "in": true, "by": true,
	"its": true, "as": true, "pursuant": true, "to": true, "following": true, "according": true, "and": true}

// nameConnectives may join the words of a heading's name.
var nameConnectives = map[string]bool{"of": true, "and": true, "&": true, "for": true, "to": true, "on": true, "in": true, "or": true, "by": true, "a": true, "an": true}

// namedSections gives each citation of a resolved document that has no
// section locator the section its words name by heading (see above),
// and turns a quoted caption only a numbered heading carries into that
// heading's section.
func namedSections(r vault.Reader, a *cite.Answer, res []Resolution) {
	var captions map[string][]string // per document: folded caption -> labels
	var capDoc string
	for i := range a.Citations {
		c := &a.Citations[i]
		doc := res[i].Doc
		if doc == "" || !(c.Kind == cite.KindVault || c.Kind == cite.KindTitle || c.Kind == cite.KindFile) {
			continue
		}
		has := -1
		for k, l := range c.Locators {
			if l.Kind == vault.LocSection {
				has = k
			}
		}
		if has >= 0 && !isCaptionLocator(c.Locators[has].Value) {
			continue
		}
		if capDoc != doc {
			captions, capDoc = docCaptions(r.Chunks(doc)), doc
		}
		if len(captions) == 0 {
			continue
		}
		if has >= 0 { // a quoted caption: keep it unless only a numbered heading has it
			v := c.Locators[has].Value
			if labels := captions[foldName(v)]; len(labels) > 0 && !hasFold(labels, v) {
				c.Locators[has].Value = labels[0]
			}
			continue
		}
		for _, name := range namesAround(a.Text, c) {
			if labels := captions[foldName(name)]; len(labels) > 0 {
				for _, l := range labels {
					c.Locators = append(c.Locators, vault.Locator{Kind: vault.LocSection, Value: l})
				}
				break
			}
		}
	}
}

// isCaptionLocator reports whether a section locator is a caption (words,
// no number): `"Short answer"`.
func isCaptionLocator(v string) bool {
	return v != "" && !strings.ContainsAny(v, "0123456789§") && vault.SectionNumber(v) == strings.Join(strings.Fields(v), " ")
}

func hasFold(labels []string, v string) bool {
	for _, l := range labels {
		if strings.EqualFold(l, v) {
			return true
		}
	}
	return false
}

// foldName is a name as captions are compared: lower case, single
// spaces, no closing period.
func foldName(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.TrimRight(strings.TrimSpace(s), ".:")), " "))
}

// docCaptions maps each caption of a document's headings and captioned
// clauses to the section labels that carry it: "## 4. Termination" is
// "termination" -> "4. Termination"; "## Termination" is "termination" ->
// "Termination"; a clause "4.2 Notice of Claims. A party ..." is
// "notice of claims" -> "4.2".
func docCaptions(chunks []*vault.Chunk) map[string][]string {
	out := map[string][]string{}
	add := func(caption, label string) {
		k := foldName(caption)
		if k == "" {
			return
		}
		for _, l := range out[k] {
			if l == label {
				return
			}
		}
		out[k] = append(out[k], label)
	}
	for _, ch := range chunks {
		labels := ch.Sections
		if len(labels) == 0 && ch.Section != "" {
			labels = []string{ch.Section}
		}
		for _, l := range labels {
			if cap, ok := headingCaption(l); ok {
				add(cap, l)
			} else if cap := clauseCaption(ch.Text, l); cap != "" {
				add(cap, l)
			}
		}
	}
	return out
}

// headingCaption is the caption of a section label: all of it when it
// has no number ("Termination"), else what follows the number ("4.
// Termination" -> "Termination"); ok false for a bare number ("4.2").
func headingCaption(label string) (string, bool) {
	num := vault.SectionNumber(label)
	if num == strings.Join(strings.Fields(label), " ") {
		return label, !strings.ContainsAny(label, "0123456789§")
	}
	i := strings.Index(label, num)
	if i < 0 {
		return "", false
	}
	if len(num) == 1 && i == 0 && strings.HasPrefix(label[1:], " ") {
		return label, true // "A Note on Venue": a word, not a number
	}
	rest := strings.TrimLeft(label[i+len(num):], " .:—–-\u00a0")
	return rest, rest != "" && !strings.ContainsAny(rest[:1], "0123456789()")
}

// clauseCaption reads the caption a clause's line gives it ("4.2 Notice
// of Claims. A party ..." -> "Notice of Claims"), or "".
func clauseCaption(text, label string) string {
	for at := 0; at < len(text); {
		line := text[at:]
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		at += len(line) + 1
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, label) {
			continue
		}
		rest := strings.TrimLeft(t[len(label):], ".) \u00a0")
		end := strings.Index(rest, ". ")
		if end < 0 {
			end = strings.IndexByte(rest, '.')
		}
		if end < 0 && len(rest) <= 80 {
			end = len(rest) // a part's caption alone on its line: "II. DISCUSSION"
		}
		if end <= 0 || end > 80 {
			return ""
		}
		if cap := rest[:end]; titleWords(cap) {
			return cap
		}
		return ""
	}
	return ""
}

// titleWords reports whether every word of s starts with a capital or is
// a connective: a caption ("Notice of Claims"), not a sentence.
func titleWords(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 10 {
		return false
	}
	for i, w := range ws {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && !(i > 0 && nameConnectives[strings.ToLower(w)]) {
			return false
		}
	}
	return true
}

// namesAround lists the names a citation's words may give a section by,
// longest reading first: before the reference ("the Termination section
// of DOC-7", "under Limitation of Liability in DOC-7", `the
// "Termination" clause of`), after it ("DOC-7's Termination clause",
// "DOC-7, Termination section", "(DOC-7, Termination)", "[DOC-7,
// Termination]"). Each is the whole run of capitalised words (and
// connectives) there, so a part of a caption is never one.
func namesAround(text string, c *cite.Citation) []string {
	var out []string
	if n := nameBefore(text, c.Start); n != "" {
		out = append(out, n)
		if first, rest, ok := strings.Cut(n, " "); ok && leadWords[strings.ToLower(first)] {
			out = append(out, rest) // "Under Limitation of Liability": the sentence's first word
		}
	}
	idEnd := c.Start
	for _, id := range []string{c.DocID, c.Identifier} {
		if id != "" {
			if k := strings.Index(text[c.Start:min(len(text), c.End+1)], id); k >= 0 {
				idEnd = c.Start + k + len(id)
				break
			}
		}
	}
	if idEnd == c.Start {
		idEnd = c.End
	}
	for idEnd < len(text) && strings.IndexByte("*_`\"", text[idEnd]) >= 0 {
		idEnd++ // "*Master Services Agreement*, Termination": the title's emphasis closes first
	}
	if strings.HasPrefix(text[idEnd:], "”") || strings.HasPrefix(text[idEnd:], "’") {
		idEnd += len("”")
	}
	if n := nameAfter(text, idEnd); n != "" {
		out = append(out, n)
	} else if n := nameAfter(text, c.End); n != "" && c.End > idEnd {
		out = append(out, n) // "[Master Services Agreement](vault://DOC-7), Termination"
	}
	return out
}

// nameBefore reads "NAME [section] of|in [the] " ending at st.
func nameBefore(text string, st int) string {
	before := text[max(0, st-120):st]
	if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
		before = before[nl+1:]
	}
	b := strings.TrimRight(before, " ")
	lower := strings.ToLower(b)
	cut := -1
	for _, w := range []string{" of the", " in the", " of", " in"} {
		if strings.HasSuffix(lower, w) {
			cut = len(b) - len(w)
			break
		}
	}
	if cut < 0 {
		return ""
	}
	b = strings.TrimRight(b[:cut], " ")
	lower = strings.ToLower(b)
	named := false // "the termination section of": the word says a section is named
	for _, w := range sectionWords {
		if strings.HasSuffix(lower, " "+w) {
			b, named = strings.TrimRight(b[:len(b)-len(w)], " "), true
			break
		}
	}
	if q := quotedAtEnd(b); q != "" {
		return q
	}
	if run := titleRunBefore(b); run != "" || !named {
		return run
	}
	return lowerRunBefore(b)
}

// lowerRunBefore is the run of words s ends with back to an article or
// preposition: "under the limitation of liability" -> "limitation of
// liability" (read only before a word such as "section").
func lowerRunBefore(s string) string {
	words := strings.Fields(s)
	i := len(words)
	for i > 0 && len(words)-i < 8 {
		w := strings.ToLower(words[i-1])
		if leadWords[w] && !(nameConnectives[w] && i < len(words) && i > 1 && !leadWords[strings.ToLower(words[i-2])]) || strings.ContainsAny(w, ",;:()[]\"") {
			break
		}
		i--
	}
	if i == len(words) || len(words)-i >= 8 {
		return ""
	}
	return joinRun(words[i:])
}

// nameAfter reads "'s NAME section", ", NAME section", ", under NAME" or
// ", NAME" closed by a bracket, a period, a semicolon or the line's end,
// starting at k (right after the reference's identifier).
func nameAfter(text string, k int) string {
	rest := text[k:min(len(text), k+120)]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	possessive := false
	switch {
	case strings.HasPrefix(rest, "'s "), strings.HasPrefix(rest, "’s "):
		rest, possessive = rest[strings.IndexByte(rest, 's')+2:], true
	case strings.HasPrefix(rest, " — "), strings.HasPrefix(rest, " – "), strings.HasPrefix(rest, " - "):
		rest = strings.TrimLeft(rest[strings.IndexByte(rest[1:], ' ')+2:], " ") // "Source: DOC-7 — Termination"
	case strings.HasPrefix(rest, ", "):
		rest = rest[2:]
		if strings.HasPrefix(rest, "under ") {
			rest = rest[len("under "):]
		}
	default:
		return ""
	}
	end := strings.IndexAny(rest, ")];,|\"“”")
	if end < 0 {
		end = len(rest)
	}
	seg := strings.TrimRight(rest[:end], " ")
	if p := strings.Index(seg, ". "); p >= 0 {
		seg = seg[:p]
	}
	seg = strings.TrimRight(seg, ". ")
	words := strings.Fields(seg)
	if n := len(words); n > 1 {
		for _, w := range sectionWords {
			if strings.EqualFold(words[n-1], w) {
				words = words[:n-1]
				possessive = false
				break
			}
		}
	}
	named := !possessive && len(words) < len(strings.Fields(seg))
	if possessive || len(words) == 0 {
		return "" // "DOC-7's Termination" with no "section" after it is prose
	}
	name := strings.Join(words, " ")
	if !titleWords(name) && !named {
		return ""
	}
	return name
}

// quotedAtEnd is the text of a quotation s ends with ("the
// \"Termination\""), or "".
func quotedAtEnd(s string) string {
	for _, q := range [][2]string{{"\"", "\""}, {"“", "”"}} {
		if strings.HasSuffix(s, q[1]) {
			body := s[:len(s)-len(q[1])]
			if i := strings.LastIndex(body, q[0]); i >= 0 && len(body)-i < 80 {
				return strings.TrimSpace(body[i+len(q[0]):])
			}
		}
	}
	return ""
}

// titleRunBefore is the run of capitalised words (joined by connectives)
// s ends with: "under Limitation of Liability" -> "Limitation of
// Liability"; "" when its last word is not capitalised.
func titleRunBefore(s string) string {
	words := strings.Fields(s)
	i := len(words)
	for i > 0 {
		w := words[i-1]
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case unicode.IsUpper(r) && strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-&'’") == "":
		case nameConnectives[w] && i < len(words) && i > 1:
		default:
			return joinRun(words[i:])
		}
		i--
	}
	return joinRun(words[i:])
}

// joinRun joins a run of name words, dropping connectives it starts with.
func joinRun(ws []string) string {
	for len(ws) > 0 && nameConnectives[ws[0]] {
		ws = ws[1:]
	}
	return strings.Join(ws, " ")
}
