package cite

import "strings"

// A sentence that only names where its support is: the cited document's
// title, its locators and its Vault reference ("Securities Fraud
// Litigation ch. 6, § 6.3 [SF-012]." after the claim it supports). It is
// a citation sentence, as "See [SF-012, § 6.3]." is, and its reference
// supports the statement before it. Read as a proposition of its own, it
// left the claim before it citing nothing, so the judge had nothing to
// hold the claim to, and the title sentence was "supported" by the very
// document it names.

// titledReferenceLead returns where the citation matter of sentence sn
// begins when everything before its first citation, a bracketed Vault
// reference, is signal words, a
// title and the locators the reference reads before itself
// (locators_before.go): the first citation's start, or -1 when the
// sentence opens with anything else. The title must read as one
// (isTitlePart: capitalised words and short connectives, no digits), so
// prose before a pinned reference ("Courts agree that the period runs
// from discovery, § 6.3 [SF-012]") is never taken for a title.
func titledReferenceLead(s string, sn sentence, first *cand) int {
	if first.Start <= sn.start || first.Start >= sn.end || s[first.Start] != '[' {
		return -1 // locators are read before a bracketed reference only
	}
	_, run := locatorsBeforeAt(s, first.Start)
	if run < sn.start {
		return -1
	}
	i := pastSignalWords(s, sn.start, run)
	title := strings.TrimRight(s[i:run], " ,\t")
	if title != "" && (!isTitlePart(title) || statesSomething(title)) {
		return -1
	}
	return first.Start
}

// predicateWords are the verbs, modals and negations a claim is made
// with and a document's title seldom holds: a claim written in title
// case before a pinned reference ("Harlow May Assign Without Consent §
// 12 [DOC-2]") is a proposition to judge, not a citation sentence, or it
// would escape C-003 and C-008.
var predicateWords = map[string]bool{
	"may": true, "must": true, "shall": true, "will": true, "can": true, "cannot": true, "should": true,
	"would": true, "could": true, "is": true, "are": true, "was": true, "were": true, "be": true,
	"not": true, "no": true, "never": true, "does": true, "do": true, "did": true, "has": true,
	"have": true, "had": true, "requires": true, "require": true, "bars": true, "holds": true,
	"held": true, "permits": true, "allows": true, "prohibits": true, "applies": true, "governs": true,
}

// statesSomething reports whether a title part holds a word a claim is
// made with.
func statesSomething(title string) bool {
	for _, w := range strings.Fields(title) {
		if predicateWords[strings.ToLower(strings.Trim(w, ".,:;'’\"“”*_()"))] {
			return true
		}
	}
	return false
}

// pastSignalWords skips the signal words ("See", "See also", "cf.") and
// markup opening a citation sentence, up to limit.
func pastSignalWords(s string, i, limit int) int {
	for {
		j := i
		for j < limit && (s[j] == ' ' || s[j] == '*' || s[j] == '_' || s[j] == '\t') {
			j++
		}
		k := j
		for k < limit && isAlnum(s[k]) {
			k++
		}
		if k == j || !isSignalWord(s[j:k]) || strings.EqualFold(s[j:k], "the") {
			return i // "The" opens titles ("The Law of Leases"), so it stays with the title
		}
		for k < limit && (s[k] == '.' || s[k] == ',') {
			k++
		}
		i = k
	}
}
