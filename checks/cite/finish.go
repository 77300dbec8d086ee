package cite

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// finish maps every span from the reader text back to the answer and
// fills the verbatim fields. Identifier, DocID, ReporterAsWritten and
// Parenthetical are the reader text with disguises undone (typographic
// folds stay folded, an invisible or look-alike character stays as
// written), so a spoofed identifier stays spoofed; ReadAs says what it
// imitates. Name is markup-free reader text. Every fold inside a
// citation becomes a warning.
func (e *Extractor) finish(tx *mdtext.Text, cites, mentions []*cand, props []Proposition) *Answer {
	text := tx.Orig
	a := &Answer{Text: text, Citations: make([]Citation, len(cites)), Propositions: props, PlainText: tx.Fallback}
	for i, c := range cites {
		e.citationInto(&a.Citations[i], tx, c)
	}
	re := reorder(a)
	if len(mentions) > 0 {
		a.Mentions = make([]Citation, 0, len(mentions))
	}
	for _, m := range mentions {
		cit := e.citation(tx, m)
		cit.Antecedent = re(cit.Antecedent)
		cit.Proposition = -1
		a.Mentions = append(a.Mentions, cit)
	}
	edges := linkEdges(tx)
	for i := range a.Propositions {
		p := &a.Propositions[i]
		rs, re := p.Start, p.End
		p.Start, p.End = tx.Span(rs, re)
		p.Start, p.End = balance(tx, rs, re, p.Start, p.End)
		p.Start, p.End = edges.widen(tx, rs, re, p.Start, p.End)
		for strings.HasPrefix(text[p.End:], "[^") { // the footnote markers closing the sentence
			k := strings.IndexByte(text[p.End:min(len(text), p.End+24)], ']')
			if k < 0 {
				break
			}
			p.End += k + 1
		}
		p.Text = text[p.Start:p.End]
		if c := withoutMarkers(tx, p.Start, p.End); c != p.Text {
			p.Claim = c
		}
	}
	return a
}

// edgeMap maps the reader offsets where links start and end to the
// answer offsets of their whole markup.
type edgeMap struct{ start, end map[int]int }

func linkEdges(tx *mdtext.Text) edgeMap {
	le := edgeMap{map[int]int{}, map[int]int{}}
	for _, l := range tx.Links {
		if o, ok := le.start[l.Start]; !ok || l.OrigStart < o {
			le.start[l.Start] = l.OrigStart
		}
		le.end[l.End] = max(le.end[l.End], l.OrigEnd)
	}
	return le
}

// widen extends a proposition's answer span [start, end), read from the
// reader span [rs, re), over what a reader sees as part of its sentence
// but the reader text holds no byte of: a link's brackets and label
// when the sentence starts or ends with the link ("[Bremen][1] says
// ..."), and the superscript reference markers right after its end
// ("... is valid.¹", "... valid.<sup>2</sup>").
func (le edgeMap) widen(tx *mdtext.Text, rs, re, start, end int) (int, int) {
	if o, ok := le.start[rs]; ok && o < start {
		start = o
	}
	if o, ok := le.end[re]; ok && o > end {
		end = o
	}
	k := sort.Search(len(tx.Folds), func(j int) bool { return tx.Folds[j].R >= re })
	for ; k < len(tx.Folds) && tx.Folds[k].R == re; k++ {
		if f := tx.Folds[k]; f.Kind == "superscript" && f.OrigStart == end {
			end = f.OrigEnd
		}
	}
	return start, end
}

// markerSpan is the answer span of a reference marker at reader span
// [rs, re): a marker whose text is reader text maps as any span does; a
// superscript or footnote marker, which leaves no reader text, is the
// fold that dropped it there.
func markerSpan(tx *mdtext.Text, rs, re int) (int, int) {
	if re > rs {
		return tx.Span(rs, re)
	}
	k := sort.Search(len(tx.Folds), func(j int) bool { return tx.Folds[j].R >= rs })
	for ; k < len(tx.Folds) && tx.Folds[k].R == rs; k++ {
		f := tx.Folds[k]
		if f.Kind == "superscript" || f.Kind == "markup" && strings.HasPrefix(f.Written, "[^") {
			return f.OrigStart, f.OrigEnd
		}
	}
	return tx.Span(rs, re)
}

// withoutMarkers is the answer's text in [start, end) with the
// superscript reference markers in it cut out, as a reader reads past
// them: "valid.<sup>1</sup>" states "valid.", never the number 1.
func withoutMarkers(tx *mdtext.Text, start, end int) string {
	var b strings.Builder
	pos := start
	for _, f := range tx.FoldsIn(start, end) {
		if f.Kind != "superscript" || f.OrigStart < pos {
			continue
		}
		b.WriteString(tx.Orig[pos:f.OrigStart])
		pos = f.OrigEnd
	}
	if pos == start {
		return tx.Orig[start:end]
	}
	b.WriteString(tx.Orig[pos:end])
	return b.String()
}

// citation is candidate c as reported: spans in the answer, verbatim
// fields, folds and warnings.
func (e *Extractor) citation(tx *mdtext.Text, c *cand) Citation {
	var cit Citation
	e.citationInto(&cit, tx, c)
	return cit
}

// citationInto writes citation(tx, c) into *dst: finish fills the
// answer's slice in place instead of copying each Citation (over half a
// kilobyte) out of the function and again into the slice.
func (e *Extractor) citationInto(dst *Citation, tx *mdtext.Text, c *cand) {
	text := tx.Orig
	// An identifier's disguise may sit at its very edge ("VLT-0027" and a
	// zero-width joiner before the comma): written with edges keeps it.
	written := func(sp [2]int) (string, bool) {
		if sp[0] < 0 || sp[1] < sp[0] {
			return "", false
		}
		return tx.WrittenEdges(sp[0], sp[1]), true
	}
	{
		cit := dst
		*cit = c.Citation
		cit.Start, cit.End = tx.Span(c.Start, c.End)
		cit.Start, cit.End = balance(tx, c.Start, c.End, cit.Start, cit.End)
		if c.origSpan[0] >= 0 && c.Start == c.End {
			// a marker that reads as nothing ("³", "<sup>3</sup>"): its
			// span is the marker as written, nothing after it
			cit.Start, cit.End = c.origSpan[0], c.origSpan[1]
		} else if c.origSpan[0] >= 0 {
			cit.Start, cit.End = min(cit.Start, c.origSpan[0]), max(cit.End, c.origSpan[1])
		}
		cit.Text = text[cit.Start:cit.End]
		cit.ReaderText = tx.Written(c.Start, c.End)
		readAs := ""
		if v, ok := written(c.ident); ok {
			cit.Identifier = foldText(v)
			if r := tx.S[c.ident[0]:c.ident[1]]; r != v {
				readAs = foldText(r) // only a disguise makes the two differ
			}
		}
		if v, ok := written(c.rep); ok {
			cit.ReporterAsWritten = foldText(v)
		}
		if v, ok := written(c.docID); ok {
			cit.DocID = v
		}
		if c.docIDWritten != "" {
			cit.DocID, cit.Identifier, readAs = c.docIDWritten, c.docIDWritten, c.docIDRead
		}
		if c.fileWritten != "" {
			cit.Identifier = c.fileWritten
		}
		if readAs != "" && readAs != cit.Identifier {
			cit.ReadAs = readAs
		}
		if len(c.docIDs) == 1 {
			cit.VaultID = c.docIDs[0]
		}
		if cit.Kind == KindVault && e.knowsIDs() {
			cit.VaultID = e.vaultSpelling(firstOf(cit.ReadAs, cit.DocID))
		}
		if c.name[0] >= 0 && c.name[1] >= c.name[0] && c.Kind != KindID {
			cit.Name = cleanName(tx.S[c.name[0]:c.name[1]])
		}
		if v, ok := written(c.paren); ok {
			cit.Parenthetical = foldText(v)
		}
		cit.Locators = make([]vault.Locator, 0, len(c.locs))
		for _, l := range c.locs {
			cit.Locators = append(cit.Locators, vault.Locator{Kind: vault.LocatorKind(l.kind), Value: l.value})
			if l.kind == "chunk" && cit.DocID != "" && cit.Chunk == "" {
				cit.Chunk = cit.DocID + "#c" + l.value
			}
		}
		cit.Warnings = append([]string(nil), c.Warnings...)
		for _, sus := range suspiciousIn(cit.Text) {
			cit.Warnings = append(cit.Warnings, fmt.Sprintf("suspicious character %s at offset %d of the citation: possible spoofing", sus.Name, sus.Offset))
		}
		idStart, idEnd := -1, -1
		if c.ident[0] >= 0 {
			idStart, idEnd = tx.Span(c.ident[0], c.ident[1])
		}
		cit.Folds, cit.Warnings = foldNotes(tx.FoldsIn(cit.Start, cit.End), idStart, idEnd, cit.Warnings)
		if cit.ReadAs != "" {
			cit.Warnings = append(cit.Warnings, fmt.Sprintf("possible spoofing: %q reads as %q once invisible and look-alike characters are read as what they imitate", cit.Identifier, cit.ReadAs))
		}
		cit.Warnings = append(cit.Warnings, adjacentInvisible(text, cit.Start, cit.End)...)
		if len(c.Pins) > 0 {
			// The candidate's pins are never written again once read:
			// the citation shares them, capacity capped so that an
			// append to either copies.
			cit.Pins = c.Pins[:len(c.Pins):len(c.Pins)]
		} else {
			cit.Pins = nil
		}
		if c.markerAt[0] >= 0 {
			ms, me := markerSpan(tx, c.markerAt[0], c.markerAt[1])
			cit.Markers = []Span{{Start: ms, End: me}}
		}
	}
}

// vaultSpelling returns the Vault's spelling of an ID written in another
// case, when exactly one Vault ID matches it case-insensitively and it
// is not itself a Vault ID; else "".
func (e *Extractor) vaultSpelling(id string) string {
	ids := e.idsFolded(id)
	if len(ids) != 1 || ids[0] == id {
		return ""
	}
	return ids[0]
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// foldNotes turns the folds inside a citation into notes and warnings:
// a typographic fold is noted ("&nbsp; read as a space") and the
// citation is graded as it reads; a disguise is possible spoofing.
//
// Markup around a case name or a link is how answers are written and is
// only listed; markup inside the identifier ("**918** F.3d") is warned
// about.
func foldNotes(folds []mdtext.Fold, idStart, idEnd int, warnings []string) ([]FoldNote, []string) {
	var notes []FoldNote
	seen := map[string]bool{}
	for _, f := range folds {
		notes = append(notes, FoldNote{Kind: f.Kind, Written: f.Written, Read: f.Read, Start: f.OrigStart, End: f.OrigEnd, Disguise: f.Class == mdtext.Disguise})
		var w string
		switch {
		case f.Class == mdtext.Disguise && strings.Contains(strings.Join(warnings, "\n"), fmt.Sprintf("U+%04X", f.Rune)):
			continue // already named
		case f.Class == mdtext.Disguise:
			w = fmt.Sprintf("suspicious character %s (%s) at byte %d: possible spoofing", runeName(f.Rune), f.Kind, f.OrigStart)
		case f.Kind == "markup" && (f.OrigStart < idStart || f.OrigEnd > idEnd):
			continue
		case f.Kind == "markup":
			w = "typographic fold: Markdown markup " + strconv.Quote(f.Written) + " inside the identifier read as nothing"
		default:
			// what Sprintf's %q writes, without boxing three strings
			w = "typographic fold: " + f.Kind + " " + strconv.Quote(f.Written) + " read as " + strconv.Quote(f.Read)
		}
		if !seen[w] {
			seen[w] = true
			warnings = append(warnings, w)
		}
	}
	return notes, warnings
}

// adjacentInvisible warns about invisible characters (zero-width, bidi
// controls, format characters) directly before or after a citation: they
// are outside its span, but a right-to-left override before "407 U.S. 1"
// changes what a reader sees as much as one inside it.
func adjacentInvisible(text string, start, end int) []string {
	var out []string
	for i := start; i > 0; {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if !mdtext.Invisible(r) {
			break
		}
		i -= size
		out = append(out, fmt.Sprintf("suspicious character %s directly before the citation: possible spoofing", runeName(r)))
	}
	for i := end; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !mdtext.Invisible(r) {
			break
		}
		out = append(out, fmt.Sprintf("suspicious character %s directly after the citation: possible spoofing", runeName(r)))
		i += size
	}
	return out
}

// suspiciousIn is textnorm.Suspicious(s), asked only of text that holds
// a non-ASCII byte: every suspicious character lies at U+00AD or above,
// so ASCII text (most citations) holds none, and the rune-by-rune walk
// is skipped eight bytes at a time.
func suspiciousIn(s string) []textnorm.Suspect {
	i := 0
	for i+8 <= len(s) && load8(s, i)&0x8080808080808080 == 0 {
		i += 8
	}
	for i < len(s) && s[i] < 0x80 {
		i++
	}
	if i == len(s) {
		return nil
	}
	return textnorm.Suspicious(s)
}

// runeName names a suspicious rune ("U+200B ZERO WIDTH SPACE"), or gives
// its code point and class when textnorm has no name for it.
func runeName(r rune) string {
	if sus := textnorm.Suspicious(string(r)); len(sus) > 0 {
		return sus[0].Name
	}
	return fmt.Sprintf("U+%04X (invisible format character)", r)
}

// balance widens a citation's span in the answer over emphasis
// delimiters that open right before it and close inside it (or open
// inside it and close right after it), so "*Id.* at 12" and "*Carnival
// v. Shute*, 499 U.S. 585" are reported whole, never as "Id.* at 12".
func balance(tx *mdtext.Text, rs, re, start, end int) (int, int) {
	folds := tx.FoldsIn(max(0, start-8), min(len(tx.Orig), end+8))
	if len(folds) == 0 {
		return start, end
	}
	var before, after *mdtext.Fold
	for i := range folds {
		f := &folds[i]
		if f.Kind != "markup" || strings.Trim(f.Written, "*_`~") != "" {
			continue
		}
		switch {
		case f.OrigEnd == start && f.R == rs:
			before = f
		case f.OrigStart == end && f.R == re:
			after = f
		}
	}
	// inside counts the delimiters written like d within the span
	inside := func(d string) int {
		n := 0
		for _, f := range folds {
			if f.Kind == "markup" && f.Written == d && f.OrigStart >= start && f.OrigEnd <= end {
				n++
			}
		}
		return n
	}
	if before != nil && after != nil && before.Written == after.Written && inside(before.Written)%2 == 0 {
		return before.OrigStart, after.OrigEnd // wrapped whole: "*The Bremen*"
	}
	if before != nil && inside(before.Written)%2 == 1 {
		start = before.OrigStart
	}
	if after != nil && inside(after.Written)%2 == 1 {
		end = after.OrigEnd
	}
	return start, end
}

// reorder sorts the citations by their start in the answer when spans
// widened over markup (a link, a reference marker) put two out of order,
// and renumbers every index that refers to one.
func reorder(a *Answer) func(int) int {
	if sort.SliceIsSorted(a.Citations, func(i, j int) bool { return a.Citations[i].Start < a.Citations[j].Start }) {
		return func(i int) int { return i }
	}
	perm := make([]int, len(a.Citations)) // new position -> old index
	for i := range perm {
		perm[i] = i
	}
	sort.SliceStable(perm, func(i, j int) bool { return a.Citations[perm[i]].Start < a.Citations[perm[j]].Start })
	newOf := make([]int, len(perm))
	for n, o := range perm {
		newOf[o] = n
	}
	re := func(i int) int {
		if i < 0 || i >= len(newOf) {
			return i
		}
		return newOf[i]
	}
	out := make([]Citation, len(perm))
	for n, o := range perm {
		c := a.Citations[o]
		c.Index, c.Parallel, c.Antecedent = n, re(c.Parallel), re(c.Antecedent)
		out[n] = c
	}
	a.Citations = out
	for i := range a.Propositions {
		p := &a.Propositions[i]
		for k, ci := range p.Citations {
			p.Citations[k] = re(ci)
		}
		sort.Ints(p.Citations)
		for k, ci := range p.Section {
			p.Section[k] = re(ci)
		}
		sort.Ints(p.Section)
	}
	return re
}

// foldText is textnorm.Fold without its cost where it would change
// nothing: ASCII text (already NFC) with no white space but single
// spaces between words is returned as it is. Most identifiers and
// parentheticals are such text; Fold normalises and rebuilds every one.
func foldText(v string) string {
	if singleSpacedASCII(v) || foldedAlready(v) {
		return v
	}
	if utf8.ValidString(v) && norm.NFC.IsNormalString(v) {
		// NFC changes nothing and every rune is written back as it was:
		// what is left of Fold is the white space (a parenthetical
		// broken over lines), folded without Fold's second NFC pass and
		// rune-by-rune copy
		return joinFields(v)
	}
	return textnorm.Fold(v)
}

// foldedAlready reports whether textnorm.Fold leaves v as it is, without
// building its copy: v is valid UTF-8 in NFC (so NFC changes nothing and
// every rune is written back as it was) whose only white space is single
// ASCII spaces between words. Most non-ASCII parentheticals and names
// (a curly quote, a dash, a section sign) are.
func foldedAlready(v string) bool {
	space := true // as if a space came before: a leading one is folded
	for i := 0; i < len(v); {
		r, size := utf8.DecodeRuneInString(v[i:])
		if r == utf8.RuneError && size == 1 {
			return false // an invalid byte is written back as U+FFFD
		}
		if unicode.IsSpace(r) {
			if r != ' ' || space {
				return false
			}
			space = true
		} else {
			space = false
		}
		i += size
	}
	return !space && norm.NFC.IsNormalString(v)
}

// singleSpacedASCII reports whether v is non-empty ASCII whose only
// white space is single spaces between words: what both textnorm.Fold
// and strings.Join(strings.Fields(v), " ") return unchanged.
func singleSpacedASCII(v string) bool {
	if len(v) == 0 || v[0] == ' ' || v[len(v)-1] == ' ' {
		return false
	}
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 0x80, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		case c == ' ' && v[i+1] == ' ':
			return false
		}
	}
	return true
}
