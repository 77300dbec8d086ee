package heuristic

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/judge"
)

// C-008: the claims of an answer that state law, that no offered passage
// supports as stated (by the same rules as a citation unit, without
// context), and that carry no statement that the sources are
// insufficient.

var (
	// insufficiency is a statement that the retrieved sources do not
	// support something (C-008's accepted flag).
	insufficiency = regexp.MustCompile(`(?i)(not\s+addressed\s+by\s+(any\s+|the\s+)?(retrieved|vault)|cannot\s+support\s+(an\s+answer|this|that|it)|(vault|retrieved)\s+(sources?|documents?|passages?|materials?|chunks?)(\s+retrieved(\s+here)?)?\s+(do(es)?\s+not|don't|did\s+not|are\s+insufficient|is\s+insufficient|cannot|could\s+not|fail\s+to|provide\s+no)|insufficient\s+(support|sources?|authority)|not\s+supported\s+by\s+(the\s+)?(retrieved|vault)|no\s+(retrieved|vault)\s+(source|passage|document|authority)|could\s+not\s+(find|locate|verify)|unable\s+to\s+(find|locate|verify)|unverified|not\s+(been\s+)?verified)`)
	// legalAssertion marks a sentence that states law.
	legalAssertion = regexp.MustCompile(`(?i)\b(court|courts|clause|clauses|covenant|covenants|provision|enforc\w*|law|held|holds|holding|statute|rule|jurisdiction|venue|forum|contract|agreement|valid|void|invalid|waiver|waiv(e|es|ed|ing)|privileged?|protected|protection|discoverable|(in)?admissible|(un)?assignable|ineffective|doctrine|test|standard|burden|liable|liability|must|require[sd]?|right|rights|duty|claim|remedy|injunction|negligen\w*|damages|recover\w*|appl(y|ies)|governed|§|breach\w*|perform\w*|excus\w*|penalt\w*|defen[cs]e[sd]?|indemn\w*|insur\w*|ow(e|es|ed|ing)|pa(y|ys|id|yable)|entitled|obligat\w*|bound|barred|accru\w*|toll\w*|timely|untimely|terminat\w*|lawful|unlawful|enforceable|unenforceable|excused|\$\s?\d|\d\s?%|percent|million|billion)`)
	// metaSentence marks sentences about the answer itself.
	metaSentence = regexp.MustCompile(`(?i)^\s*(here\s+is|below|in\s+summary|to\s+summari[sz]e|this\s+(answer|memo|summary|response)|the\s+following|i\s+(have|will|can)|let\s+me|note:|question:)`)
	quotedRe     = regexp.MustCompile(`"([^"]{3,400})"|“([^”]{3,400})”`)
)

// heuristicUnsupported lists the claims that assert law, that no offered
// passage supports, and that carry no insufficiency statement in or
// right after them. Text addressing the grader is not a claim, nor is a
// lead-in that ends in a colon (what it introduces is).
func heuristicUnsupported(u *judge.Unit, tm *textMemo, op *OperatingPoint) judge.Assessment {
	a := judge.Assessment{UnitID: u.ID, Origin: judge.FromHeuristic}
	var why, supported []string
	decided := false // some unflagged claim is refuted by every passage offered
	for _, c := range u.Claims {
		t := strings.TrimSpace(stripCitations(c.Text, ""))
		switch {
		case strings.HasSuffix(t, "?"), strings.HasSuffix(t, ":"), metaSentence.MatchString(t), isDisclaimer(t), !legalAssertion.MatchString(t) && !aboutPassages(t, &c, tm), len(strings.Fields(t)) < 5:
			continue
		case flagsItself(c.Text), saysFoundNothing(c.Text), flaggedListItem(c.Text, u.Answer), flaggedNext(c, u.Answer), flaggedBefore(c, u.Answer): // self_flag.go, flag_list.go
			continue
		}
		offered := append(append([]judge.ClaimPassage{}, c.Passages...), c.MorePassages...)
		p, refuted := supportingPassage(c.Text, offered, tm, op)
		if p != "" {
			supported = append(supported, fmt.Sprintf("%s by %s", c.ID, p))
			continue
		}
		if summarisesCited(c.Text, u.Answer, tm) || leadInSummarises(c.Text, u.Answer, tm) {
			continue
		}
		a.Unflagged = append(a.Unflagged, c.ID)
		if a.Evidence == "" {
			a.Evidence = strings.TrimSpace(c.Text)
		}
		if refuted && op.claimDecides() { // operating_kinds.go
			decided = true
			why = append(why, fmt.Sprintf("%s states law that every offered passage contradicts or does not bear as stated (the citation rules decided each), with no insufficiency statement", c.ID))
			continue
		}
		if op.claimDecides() && op.citedDecides() && citedRefutes(&c, offered, tm, op) { // cited_refuted.go
			decided = true
			why = append(why, fmt.Sprintf("%s states law that the passage it cites fails as stated (the citation rules decided it) and no offered passage supports, with no insufficiency statement", c.ID))
			continue
		}
		if op.claimDecides() && op.citesNothingDecides() && c.CitesMissing { // cited_refuted.go
			decided = true
			why = append(why, fmt.Sprintf("%s states law on citations that each name no Vault document the user may read, and no offered passage supports it, with no insufficiency statement", c.ID))
			continue
		}
		why = append(why, fmt.Sprintf("%s states law that no offered passage supports as stated, with no insufficiency statement", c.ID))
	}
	if len(a.Unflagged) > 0 && !decided {
		// No offered passage supporting a claim is an absence, not a
		// clash the rules can point at: a person must read them.
		a.Undecided = []string{judge.UndecidedUnflagged}
	}
	if len(why) == 0 {
		why = append(why, "every listed claim is supported by a retrieved passage, is not a legal assertion, or is flagged as insufficiently supported")
	}
	if len(supported) > 0 {
		why = append(why, "supported: "+strings.Join(supported, ", "))
	}
	a.Reasoning = "heuristic: " + strings.Join(why, "; ")
	return a
}

// supportingPassage returns the chunk ID of the first passage the
// citation rules find supports claim without over-claiming or an adverse
// holding, or "". refuted reports whether passages were offered and the
// rules decided against the claim on each (a clash the passage states,
// an adverse holding, a dropped qualifier), on no part they could not
// decide and not merely for a word or fact the passage lacks: a passage
// offered for a claim is read without its context, where the rest may
// stand. A passage found supporting does not count when another passage
// of its document fails the claim on a pointed clash (refutedElsewhere).
func supportingPassage(claim string, ps []judge.ClaimPassage, tm *textMemo, op *OperatingPoint) (chunk string, refuted bool) {
	refuted = len(ps) > 0
	vs := make([]*unitVerdict, len(ps))
	for i, p := range ps {
		if chunk != "" && chunkDocOf(p.Chunk) != chunkDocOf(chunk) {
			continue // supported already; only its own document may say otherwise
		}
		v := citationVerdict(&judge.Unit{Kind: judge.UnitCitation, ID: "x", Proposition: claim, Excerpt: p.Text, Source: p.Source, Holding: p.Holding, Outcome: p.Outcome}, tm, op.withoutC004Agreement())
		vs[i] = v
		if v.a.Supports && !v.a.Overclaims && !v.a.Adverse {
			if holdingWithoutCourt(normText(claim), sourceInfo{kind: p.Kind}, normText(p.Text)) != "" {
				refuted = false // held_by_document.go: no support, and no clash either
				continue
			}
			if chunk == "" {
				chunk = p.Chunk
			}
			continue
		}
		if !pointedFailure(v) {
			refuted = false
		}
	}
	if chunk != "" {
		if refutedElsewhere(chunk, ps, vs) {
			return "", false // one part of the document says otherwise: a person must read it
		}
		return chunk, false
	}
	return "", refuted
}

// pointedFailure reports whether v fails on findings the rules decided
// and can point at in the passage: no part undecided, and a clash that
// is more than a missing word or fact, or an adverse holding or
// over-claim.
func pointedFailure(v *unitVerdict) bool {
	if len(v.a.Undecided) > 0 {
		// A support clash the rules decided stands on its own: an
		// over-claim or adverse holding left for a person beside it does
		// not make it a guess.
		return v.clashes > v.absent && !v.a.IsUndecided(judge.UndecidedSupports)
	}
	return v.clashes > v.absent || v.a.Adverse || v.a.Overclaims
}

// nextSentence is the sentence of answer right after claim, or "".
func nextSentence(answer, claim string) string {
	ss := sentencesAfter(answer, claim, 1, false)
	if len(ss) == 0 {
		return ""
	}
	return ss[0]
}

// afterWindow bounds the text after a claim that is split into
// sentences: a few sentences of legal prose, so that every claim of a
// long answer costs the same, not the length of the rest of the answer.
const afterWindow = 4096

// sentencesAfter is at most n sentences of answer right after the first
// occurrence of claim, within afterWindow bytes (the last may be cut
// short there) and, when paragraph is set, within its paragraph.
func sentencesAfter(answer, claim string, n int, paragraph bool) []string {
	i := strings.Index(answer, claim)
	if i < 0 {
		return nil
	}
	rest := answer[i+len(claim):]
	if len(rest) > afterWindow {
		cut := afterWindow
		for cut > 0 && !utf8.RuneStart(rest[cut]) {
			cut--
		}
		rest = rest[:cut]
	}
	if paragraph {
		if j := strings.Index(rest, "\n\n"); j >= 0 {
			rest = rest[:j]
		}
	}
	ss := splitSentences(rest)
	if len(ss) > n {
		ss = ss[:n]
	}
	return ss
}

// summarisesCited reports whether an uncited claim only sums up the
// cited sentences that follow it in its paragraph ("Courts have refused
// enforcement in several settings." before three cited examples): their
// words hold it, with nothing contradicted, so it states nothing they do
// not, and they are judged themselves. It is read at alignedPoint.
func summarisesCited(claim, answer string, tm *textMemo) bool {
	// A sentence with a citation, or one followed by a citation
	// sentence ("Bremen, 407 U.S. at 10."), is a cited sentence; the
	// first three of the next six sentences of the paragraph are read.
	var cited []string
	ss := sentencesAfter(answer, claim, 6, true)
	for k, s := range ss {
		if len(cited) == 3 {
			break
		}
		text := stripCitations(s, "")
		if hasCitation(s) && len(keysOf(tokenize(text))) >= 3 || k+1 < len(ss) && hasCitation(ss[k+1]) && len(keysOf(tokenize(stripCitations(ss[k+1], "")))) < 3 {
			cited = append(cited, text)
		}
	}
	if len(cited) == 0 {
		return false
	}
	v := heuristicCitation(&judge.Unit{Kind: judge.UnitCitation, ID: "x", Proposition: claim, Excerpt: strings.Join(cited, " ")}, tm, &alignedPoint)
	return v.Supports && !v.Overclaims
}

// hasCitation reports whether s holds a citation-shaped span.
func hasCitation(s string) bool {
	for i, re := range citationPatterns {
		if citationStrippers[i].may(s) && re.MatchString(s) {
			return true
		}
	}
	return false
}

// flaggedNext reports whether the sentence after a claim says the
// sources are insufficient, and says it of this claim: in the same
// paragraph, or naming what the claim is about (two meaning-bearing
// words in common). A flag closing another section ("The retrieved
// sources do not say which state's law governs") flags nothing above it.
// flaggedBefore reports whether the sentence right before the claim, in
// its paragraph, says the sources do not support what follows: it ends
// in a colon ("The retrieved sources do not address the following:") or
// names the claim's subject (two content words in common).
func flaggedBefore(c judge.Claim, answer string) bool {
	i := strings.Index(answer, c.Text)
	if i <= 0 {
		return false
	}
	before := answer[max(0, i-afterWindow):i]
	if j := strings.LastIndex(before, "\n\n"); j >= 0 {
		before = before[j+2:]
	}
	ss := splitSentences(before)
	if len(ss) == 0 {
		return false
	}
	prev := ss[len(ss)-1]
	if !statesInsufficiency(prev) && !c.PrevFlagged {
		return false
	}
	if strings.HasSuffix(strings.TrimSpace(prev), ":") {
		return true
	}
	shared := 0
	pk := keysOf(tokenize(prev))
	for k := range keysOf(tokenize(c.Text)) {
		if pk[k] && weightOf(k) == contentWeight {
			shared++
		}
	}
	return shared >= 2
}

func flaggedNext(c judge.Claim, answer string) bool {
	next := c.Next
	if next == "" {
		next = nextSentence(answer, c.Text)
	}
	if next == "" || !statesInsufficiency(next) && !(c.NextFlagged && next == c.Next) {
		return false
	}
	if i := strings.Index(answer, c.Text); i >= 0 {
		rest := answer[i+len(c.Text):]
		if j := strings.Index(rest, strings.TrimSpace(next)); j >= 0 && !strings.Contains(rest[:j], "\n\n") {
			return !flagsOtherSubject(next, c.Text)
		}
	}
	// In another paragraph it flags the claim only by naming what the
	// claim is about: words of its subject, after the statement that the
	// sources fall short, not the words that statement is made of ("do
	// not address" shares "not" with any negative claim).
	subject := next
	if loc := insufficiency.FindStringIndex(next); loc != nil {
		subject = next[loc[1]:]
	}
	skip := keysOf(tokenize(flagVerbs))
	shared := 0
	nk := keysOf(tokenize(subject))
	for k := range keysOf(tokenize(c.Text)) {
		if nk[k] && weightOf(k) == contentWeight && !skip[k] {
			shared++
		}
	}
	return shared >= 2 && namesMostOf(nk, skip, shared)
}

// flagsOtherSubject reports whether an insufficiency statement names a
// subject of its own (two meaning-bearing words or more besides the
// statement that the sources fall short: "the retrieved sources are
// insufficient to say whether Alvarez received the agreement before his
// start date") that the claim does not share (two such words in
// common): it flags that subject, not the claim before it, even in the
// same paragraph. A bare flag ("the retrieved sources do not address
// this") flags the claim it follows.
//
// The subject is read after the statement, less the words flags are
// made of (flagVerbs).
func flagsOtherSubject(flag, claim string) bool {
	loc := insufficiency.FindStringIndex(flag)
	if loc == nil {
		return false
	}
	ck := keysOf(tokenize(claim))
	skip := keysOf(tokenize(flagVerbs))
	own, shared := 0, 0
	for k := range keysOf(tokenize(flag[loc[1]:])) {
		if weightOf(k) != contentWeight || skip[k] {
			continue
		}
		own++
		if ck[k] {
			shared++
		}
	}
	return own >= 2 && shared < 2
}

// flagVerbs are the words an insufficiency statement is made of rather
// than its subject ("do not address this", "to say", "to establish it").
const flagVerbs = "address addresses say tell show establish confirm determine decide answer support cover discuss resolve point question issue matter this that these those it them here"
