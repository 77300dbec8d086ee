package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// A comma inside a party's name: "Dellwood Partners, LP v. Ashgrove",
// "Wells Fargo Bank, N.A., as Trustee v. Roe", "Smith, Jones & Co., Inc.
// v. Doe", "Roe v. Keystone Specialists, S.C., Wachn, LCC". nameBefore
// walks from a citation back over a case name and stops at a comma that
// ends the text before the name; partyCommas says which commas do not,
// and which words after them belong to a party however they are written
// ("plc", "as trustee", "a Delaware corporation").
//
// The words are nameBefore's tokens without emphasis, nearest the
// citation first: words[t-1] stands after words[t] in the text.

// isV reports whether w is the "v." between the parties.
func isV(w string) bool { return w == "v." || w == "v" || w == "vs." || w == "vs" }

// designators are entity designators that end a party's name, after a
// comma or not ("Ashgrove Capital LLC", "Alpha Bravo, S.A.").
var designators = map[string]bool{
	"Inc.": true, "Inc": true, "Incorporated": true, "Co.": true, "Co": true, "Corp.": true, "Corp": true,
	"Ltd.": true, "Ltd": true, "Limited": true, "LLC": true, "L.L.C.": true, "LC": true, "L.C.": true,
	"LLP": true, "L.L.P.": true, "LP": true, "L.P.": true, "LLLP": true, "L.L.L.P.": true,
	"PLLC": true, "P.L.L.C.": true, "PC": true, "P.C.": true, "PA": true, "P.A.": true, "N.A.": true,
	"S.A.": true, "S.C.": true, "PLC": true, "plc": true, "P.L.C.": true, "AG": true, "GmbH": true,
	"N.V.": true, "B.V.": true, "S.p.A.": true, "SpA": true, "S.A.S.": true, "SAS": true, "SE": true,
	"S.L.": true, "S.R.L.": true, "S.r.l.": true, "Pty.": true, "Pty": true, "K.K.": true, "KG": true,
	"LCC": true, "Chtd.": true, "Chartered": true, "Cos.": true, "Ltda.": true,
}

// designatorShapes filters designators' look-ups: partyCommas asks about
// every word of every case name, and most words' length and first byte
// already rule them out.
var designatorShapes = func() *wordShapes {
	ws := new(wordShapes)
	for w := range designators {
		ws.add(w)
	}
	return ws
}()

// isDesignator is designators[w], the map asked only of words of a
// designator's shape.
func isDesignator(w string) bool { return designatorShapes.may(w) && designators[w] }

// generational are name suffixes after a comma ("John Smith, Jr.").
var generational = map[string]bool{
	"Jr.": true, "Jr": true, "Sr.": true, "Sr": true, "II": true, "III": true, "IV": true,
	"Esq.": true, "M.D.": true,
}

// nameAbbrevs are words ending in a period that stand inside case names
// and that the abbreviation table does not hold: "State ex rel. Roe".
// Neither the name walk nor the sentence splitter ends anything at them.
var nameAbbrevs = map[string]bool{"rel.": true, "Pty.": true, "Ltda.": true, "Chtd.": true, "Esq.": true}

// roleWords end an "as <role>" phrase after a party ("as Trustee", "as
// successor trustee", "as Personal Representative").
var roleWords = map[string]bool{
	"trustee": true, "trustees": true, "co-trustee": true, "co-trustees": true, "executor": true,
	"executors": true, "executrix": true, "co-executor": true, "administrator": true,
	"administrators": true, "administratrix": true, "agent": true, "receiver": true, "guardian": true,
	"conservator": true, "custodian": true, "representative": true, "representatives": true,
	"liquidator": true, "nominee": true, "assignee": true, "successor": true, "servicer": true,
	"friend": true, "parent": true, "parents": true, "fiduciary": true, "attorney-in-fact": true,
	"beneficiary": true, "heir": true, "heirs": true, "subrogee": true, "successor-in-interest": true,
	"mother": true, "father": true, "spouse": true, "widow": true, "widower": true, "next": true,
	"owner": true, "member": true, "partner": true, "officer": true, "director": true, "commissioner": true,
	"secretary": true, "treasurer": true, "sheriff": true, "mayor": true, "governor": true,
}

// roleTails may follow a role word: "successor in interest", "guardian
// ad litem", "successor by merger", "attorney in fact".
var roleTails = [][]string{{"in", "interest"}, {"ad", "litem"}, {"by", "merger"}, {"in", "fact"}}

// continuingPhrases stand after a comma and before another name of the
// same party: "Acme Corp., d/b/a Acme Freight", "Roe, on behalf of Roe
// Trust".
var continuingPhrases = [][]string{
	{"d/b/a"}, {"f/k/a"}, {"a/k/a"}, {"n/k/a"}, {"dba"}, {"fka"}, {"aka"}, {"nka"},
	{"doing", "business", "as"}, {"formerly", "known", "as"}, {"also", "known", "as"}, {"now", "known", "as"},
	{"successor", "by", "merger", "to"}, {"successor", "in", "interest", "to"}, {"successor", "to"},
	{"derivatively", "on", "behalf", "of"}, {"on", "behalf", "of"}, {"individually", "and", "on", "behalf", "of"},
}

// endingPhrases stand after a comma and end the party: "Roe,
// individually and on behalf of all others similarly situated v. Acme".
var endingPhrases = [][]string{
	{"individually", "and", "on", "behalf", "of", "all", "others", "similarly", "situated"},
	{"on", "behalf", "of", "all", "others", "similarly", "situated"},
	{"on", "behalf", "of", "themselves", "and", "all", "others", "similarly", "situated"},
	{"on", "behalf", "of", "himself", "and", "all", "others", "similarly", "situated"},
	{"on", "behalf", "of", "herself", "and", "all", "others", "similarly", "situated"},
	{"on", "behalf", "of", "itself", "and", "all", "others", "similarly", "situated"},
	{"individually", "and", "on", "behalf", "of", "themselves", "and", "all", "others", "similarly", "situated"},
	{"and", "all", "others", "similarly", "situated"}, {"and", "others", "similarly", "situated"},
	{"individually"}, {"et", "al."}, {"et", "al"},
}

// entityNouns end a descriptor "a Delaware corporation", "a national
// banking association", "an Illinois limited liability company".
var entityNouns = [][]string{
	{"limited", "liability", "company"}, {"limited", "liability", "partnership"}, {"limited", "partnership"},
	{"general", "partnership"}, {"partnership"}, {"public", "limited", "company"}, {"limited", "company"},
	{"exempted", "company"}, {"company"}, {"national", "banking", "association"}, {"banking", "association"},
	{"banking", "corporation"}, {"public", "benefit", "corporation"}, {"nonprofit", "corporation"},
	{"non-profit", "corporation"}, {"not-for-profit", "corporation"}, {"professional", "corporation"},
	{"municipal", "corporation"}, {"corporation"}, {"statutory", "trust"}, {"business", "trust"}, {"trust"},
	{"insurance", "company"}, {"bank"}, {"association"}, {"political", "subdivision"}, {"body", "politic"},
}

// placeEnds are last words of places that open a sentence before a
// firm's name ("In New York, Smith & Jones LLP v. Doe"): a comma after
// them is not a firm's inner comma.
var placeEnds = map[string]bool{
	"Alabama": true, "Alaska": true, "Arizona": true, "Arkansas": true, "California": true, "Colorado": true,
	"Connecticut": true, "Delaware": true, "Florida": true, "Georgia": true, "Hawaii": true, "Idaho": true,
	"Illinois": true, "Indiana": true, "Iowa": true, "Kansas": true, "Kentucky": true, "Louisiana": true,
	"Maine": true, "Maryland": true, "Massachusetts": true, "Michigan": true, "Minnesota": true,
	"Mississippi": true, "Missouri": true, "Montana": true, "Nebraska": true, "Nevada": true,
	"Hampshire": true, "Jersey": true, "Mexico": true, "York": true, "Carolina": true, "Dakota": true,
	"Ohio": true, "Oklahoma": true, "Oregon": true, "Pennsylvania": true, "Island": true,
	"Tennessee": true, "Texas": true, "Utah": true, "Vermont": true, "Virginia": true, "Washington": true,
	"Wisconsin": true, "Wyoming": true, "Columbia": true, "Rico": true, "Circuit": true, "Court": true,
	"England": true, "Canada": true, "Law": true,
}

// openingWords open a sentence with a comma after them ("Indeed, Smith
// & Wesson v. Doe"); months ("In March, ...") too. Adverbs in -ly
// firmComma tells by their ending.
var openingWords = map[string]bool{
	"Indeed": true, "Instead": true, "Rather": true, "Still": true, "Yet": true, "Again": true,
	"Next": true, "Later": true, "Earlier": true, "Today": true, "There": true, "Now": true,
	"Nonetheless": true, "Nevertheless": true, "Otherwise": true, "Meanwhile": true, "Furthermore": true,
	"Therefore": true, "Hence": true, "Accordingly": true, "First": true, "Second": true, "Third": true,
	"Fourth": true, "Last": true, "Lastly": true, "Overall": true, "Yes": true, "No": true, "True": true,
	"Besides": true, "Also": true, "Plus": true, "Below": true, "Above": true, "Notably": true,
	"January": true, "February": true, "March": true, "April": true, "May": true, "June": true,
	"July": true, "August": true, "September": true, "October": true, "November": true, "December": true,
}

// partyCommas fills joins[t] (the comma ending words[t] stands inside a
// party's name) and suffix[t] (words[t] belongs to a party's suffix or
// descriptor and is kept whatever its case) for nameBefore.
//
// A comma joins when what follows it is a party suffix (designator,
// "Jr.", "et al.", "as Trustee", "d/b/a ...", "a Delaware corporation")
// that ends its party where a designator must; when it stands between
// "v." and the citation (the defendant is all of that text, as eyecite
// reads "Keystone Orthopedic Specialists, S.C., Wachn, LCC"); or when it
// is a firm's inner comma: capitalised words with an "&" follow up to the
// party's end ("Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit").
func partyCommas(words []string, joins, suffix []bool, strict func(string) bool) {
	for t, w := range words {
		if isDesignator(trimComma(w)) {
			suffix[t] = true
		}
	}
	// farthest first: "Jones, plc, as Trustee" marks "plc" before its
	// own comma is read
	for t := len(words) - 1; t >= 1; t-- {
		if !strings.HasSuffix(words[t], ",") || !startsUpper(words[t]) && !suffix[t] {
			continue // "the trustee, as trustee Roe v. Doe": no party before the comma
		}
		if n := suffixAfter(words, t-1); n > 0 {
			joins[t] = true
			for k := t - 1; k > t-1-n; k-- {
				suffix[k] = true
			}
		}
	}
	// the defendant: every comma between "v." and the citation
	tv := -1
	for t := 0; t < len(words) && words[t] != ""; t++ {
		if isV(words[t]) {
			tv = t
			break
		}
		if nameStopsAt(words, t, true, suffix[t], strict) {
			break
		}
	}
	for t := 0; t < tv; t++ {
		if strings.HasSuffix(words[t], ",") {
			joins[t] = true
		}
	}
	for t := len(words) - 1; t > tv; t-- {
		if !joins[t] && strings.HasSuffix(words[t], ",") && firmComma(words, t) {
			joins[t] = true
		}
	}
}

// firmComma reports whether the comma ending words[t] is a firm's inner
// comma: words[t] is a capitalised name word (not a place or a signal)
// and the words after it, up to "v." or the citation, are capitalised
// name words, designators and connectors with an "&" among them.
func firmComma(words []string, t int) bool {
	w := trimComma(words[t])
	if w == "" || !isUpper(w[0]) || placeEnds[w] || signals[w] || signals[words[t]] || openingWords[w] ||
		len(w) >= 7 && strings.HasSuffix(w, "ly") { // "Notably, Smith & Wesson v. Doe"
		return false
	}
	amp := false
	for p := t - 1; p >= 0 && !isV(words[p]); p-- {
		x := trimComma(words[p])
		switch {
		case x == "&":
			amp = true
		case x == "of" || x == "and" || x == "the":
		case x == "" || !isUpper(x[0]) || signals[x]:
			return false
		}
	}
	return amp
}

// suffixAfter returns how many words from words[p] on (p, p-1, ...)
// form a party suffix after a comma, or 0.
func suffixAfter(words []string, p int) int {
	w := trimComma(words[p])
	if w == "" {
		return 0
	}
	if designators[w] || generational[w] {
		n := 1
		for p-n >= 0 && !strings.HasSuffix(words[p-n+1], ",") && isDesignator(trimComma(words[p-n])) {
			n++ // "Pty. Ltd."
		}
		if endsParty(words, p-n+1) {
			return n
		}
		return 0
	}
	for _, ph := range endingPhrases {
		if n := matchPhrase(words, p, ph); n > 0 && endsParty(words, p-n+1) {
			return n
		}
	}
	for _, ph := range continuingPhrases {
		if n := matchPhrase(words, p, ph); n > 0 && !strings.HasSuffix(words[p-n+1], ",") && p-n >= 0 && startsUpper(words[p-n]) {
			return n
		}
	}
	if w == "as" || w == "individually" && p >= 2 && words[p-1] == "and" && words[p-2] == "as" {
		k := p
		if w == "individually" {
			k = p - 2 // "individually and as Trustee"
		}
		if n := roleAfter(words, k); n > 0 {
			return p - k + n
		}
		return 0
	}
	if w == "a" || w == "an" {
		return descriptorAfter(words, p)
	}
	return 0
}

// roleAfter returns the length of "as [modifiers] <role>... [tail]"
// starting at words[p] == "as", or 0: role words ("successor trustee")
// after at most three modifiers, none a number or "v.".
func roleAfter(words []string, p int) int {
	last := 0 // the last role word of the window: "as successor trustee"
	for k := 1; k <= 4 && p-k >= 0; k++ {
		x := trimComma(words[p-k])
		if x == "" || isV(x) || isDigit(x[0]) {
			break
		}
		if roleWords[strings.ToLower(x)] {
			last = k
		} else if last > 0 {
			break
		}
		if strings.HasSuffix(words[p-k], ",") {
			break
		}
	}
	if last == 0 {
		return 0
	}
	n := last + 1
	if !strings.HasSuffix(words[p-last], ",") {
		for _, tail := range roleTails {
			if m := matchPhrase(words, p-n, tail); m > 0 {
				n += m
				break
			}
		}
	}
	return n
}

// descriptorAfter returns the length of "a|an [Place words] <entity
// noun>" starting at words[p] ("a Delaware corporation", "a national
// banking association"), ending the party, or 0.
func descriptorAfter(words []string, p int) int {
	for places := 0; places <= 3; places++ {
		q := p - 1 - places
		if q < 0 {
			return 0
		}
		for _, noun := range entityNouns {
			if n := matchPhrase(words, q, noun); n > 0 && endsParty(words, q-n+1) {
				return 1 + places + n
			}
		}
		if !startsUpper(words[q]) || strings.HasSuffix(words[q], ",") {
			return 0
		}
	}
	return 0
}

// matchPhrase returns len(ph) when words[p], words[p-1], ... are the
// phrase (case folded; a comma only after its last word), else 0.
func matchPhrase(words []string, p int, ph []string) int {
	if p+1 < len(ph) {
		return 0
	}
	for i, x := range ph {
		w := words[p-i]
		if i == len(ph)-1 {
			w = trimComma(w)
		}
		if !strings.EqualFold(w, x) {
			return 0
		}
	}
	return len(ph)
}

// endsParty reports whether words[q] is the last word of a party: the
// last word before the citation, a word ending in a comma, or one before
// "v.".
func endsParty(words []string, q int) bool {
	return q == 0 || strings.HasSuffix(words[q], ",") || isV(words[q-1])
}

func trimComma(w string) string { return strings.TrimSuffix(w, ",") }

func startsUpper(w string) bool { return w != "" && isUpper(w[0]) }

// nameStopsAt reports whether words[t] cannot stand in a case name that
// goes on to words[t-1]: a sentence ends after it, a comma after it ends
// the preceding text (unless joined), or it is a signal, punctuation, a
// number or a lower-case word that is no connector (unless suffix).
func nameStopsAt(words []string, t int, joined, suffix bool, strict func(string) bool) bool {
	w := words[t]
	if t > 0 {
		prevW := words[t-1]
		// a sentence ended here: "asdf. Foo v. Bar"
		if strings.HasSuffix(w, ".") && !strict(w) && !nameAbbrevs[w] && !suffix && isUpper(prevW[0]) && len(w) > 3 {
			return true
		}
		if strings.HasSuffix(w, ",") && !joined {
			return true
		}
		// a designator after a comma ends its party, so a capitalised
		// word after its period starts a sentence: "signed by Acme,
		// Inc. Dellwood Partners, LP v. Ashgrove"
		if t+1 < len(words) && strings.HasSuffix(words[t+1], ",") && strings.HasSuffix(w, ".") &&
			(designators[w] || generational[w]) && !isV(prevW) && isUpper(prevW[0]) {
			return true
		}
	}
	if signals[w] {
		return true
	}
	if w != "&" && strings.IndexFunc(w, func(r rune) bool { return r < 0x80 && isAlnum(byte(r)) || r >= 0x80 }) < 0 {
		return true // punctuation alone ends the name
	}
	if isDigit(w[0]) && strings.Trim(w, "0123456789") != "" && strings.Trim(w, "0123456789.,:;") == "" {
		return true // a number ("17.") is never part of a name
	}
	return isLower(w[0]) && !connectors[w] && !suffix
}

// sentenceOpeners are words that begin a sentence and never continue a
// party's name: after "Ashgrove Capital, Inc." the period of "Inc." ends
// the sentence when one of them follows ("... Capital, Inc. The court").
var sentenceOpeners = map[string]bool{
	"The": true, "This": true, "That": true, "These": true, "Those": true, "It": true, "Its": true,
	"In": true, "On": true, "By": true, "For": true, "From": true, "We": true, "He": true, "She": true,
	"They": true, "I": true, "Our": true, "His": true, "Her": true, "Their": true, "But": true,
	"However": true, "Because": true, "Accordingly": true, "Thus": true, "Therefore": true, "Under": true,
	"See": true, "Cf.": true, "Id.": true, "Id.,": true, "A": true, "An": true, "There": true, "Here": true,
	"When": true, "If": true, "Although": true, "Moreover": true, "Further": true, "Finally": true,
	"Also": true, "After": true, "Before": true, "Since": true, "As": true, "No": true, "Each": true,
	"Both": true, "All": true, "Such": true, "To": true, "With": true, "While": true, "Where": true,
	"Unless": true, "And": true, "Then": true, "Nothing": true, "Neither": true,
}

// designatorEndsSentence reports whether the period of w, a designator
// or name suffix that the splitter otherwise reads as an abbreviation
// ("Inc.", "Co.", "L.L.C.", "Jr."), ends a sentence: the next word,
// the start of rest, opens a sentence ("Acme Co. See ..."), or next, the
// citation holding rest's start (offset k), starts there: its case
// name's walk stopped at this period ("signed by Acme, Inc. Dellwood v.
// Roe, ...").
func designatorEndsSentence(w, rest string, next *cand, k int) bool {
	w = strings.TrimLeft(w, "(*_\"“[")
	if !designators[w] && !generational[w] && w != "Bros." {
		return false
	}
	if next != nil && next.Start == k {
		return true
	}
	n := 0
	for n < len(rest) && (isUpper(rest[n]) || isLower(rest[n]) || rest[n] == '.' || rest[n] == ',') {
		n++
	}
	return sentenceOpeners[rest[:n]]
}

// emphasisNameStart is where a case name found at start begins when an
// emphasis span opens inside it at emStart: there (italics mark where a
// name begins, so the walk never keeps the previous sentence's words),
// unless only "v." stands between the two, the parties being italic
// apart ("*Dellwood Partners, LP* v. *Ashgrove Capital, LLC*"); then at
// the plaintiff's own italics, or at start when the plaintiff has none.
func emphasisNameStart(s string, start, emStart int, emph []mdtext.Span) int {
	before := strings.TrimRight(s[start:emStart], " \t\n")
	k := strings.LastIndexAny(before, " \t\n")
	if k < 0 || !isV(before[k+1:]) {
		return emStart
	}
	vAt := start + k + 1
	pe := start + len(strings.TrimRight(before[:k], " \t\n"))
	for _, em := range emph {
		if em.End >= pe && em.End <= vAt && em.Start >= start && em.Start < pe {
			return em.Start
		}
	}
	return start
}
