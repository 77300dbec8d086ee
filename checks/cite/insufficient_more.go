package cite

import "strings"

// More ways an answer says its sources fall short, read on the
// lower-cased sentence l as insufficientBuf reads the others.

// noneOfSources reads "none of " or "nothing in " at l[k]: "None of the
// retrieved documents address ...", "Nothing in the retrieved chunks
// speaks to ...": a source named within the next words, then a verb of
// addressing among the eight after it.
func noneOfSources(l string, k int, words *[8]string) bool {
	if k > 0 && isLower(l[k-1]) {
		return false
	}
	rest := l[k:]
	if strings.HasPrefix(rest, "none of ") {
		rest = rest[len("none of "):]
	} else {
		rest = rest[len("nothing in "):]
	}
	for _, skip := range []string{"the ", "these ", "those ", "my ", "our "} {
		rest = strings.TrimPrefix(rest, skip)
	}
	if !mentionsSourceAt(rest) { // "vault addresses" names the source itself
		for _, skip := range []string{"retrieved ", "vault ", "cited ", "provided ", "available ", "supplied "} {
			rest = strings.TrimPrefix(rest, skip)
		}
	}
	if !mentionsSourceAt(rest) && !strings.HasPrefix(rest, "chunk") && !strings.HasPrefix(rest, "excerpt") && !strings.HasPrefix(rest, "result") {
		return false
	}
	for _, w := range nextWords(rest, 8, words[:0]) {
		if sourceVerbs[strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e")] || sourceVerbs[strings.TrimSuffix(w, "es")] || sourceVerbs[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// silentSources reports whether the sentence says sources are silent:
// "The retrieved sources are silent on ...", "the Vault is silent as to
// ...": "silent" after a be-verb, with a source named before it.
func silentSources(l string) bool {
	for _, be := range []string{" are silent", " is silent", " were silent", " was silent", " remain silent", " remains silent"} {
		if i := strings.Index(l, be); i > 0 && mentionsSource(l[max(0, i-60):i]) {
			return true
		}
	}
	return false
}

// sourcesAfterIn reports whether rest, the words after "no " naming a
// source ("authority in the retrieved materials on ...", "case in the
// Vault holds ..."), places it in the sources themselves: "in" or
// "among", then within three words the retrieved sources or the Vault.
// "No authority in Delaware" names a place of law, not the sources.
func sourcesAfterIn(rest string) bool {
	var ws [8]string
	w := nextWords(rest, 6, ws[:0])
	for i := 1; i < len(w); i++ {
		if w[i] != "in" && w[i] != "among" {
			continue
		}
		for j := i + 1; j < len(w) && j <= i+3; j++ {
			switch w[j] {
			case "retrieved", "vault", "provided", "materials", "sources", "documents", "passages", "chunks", "excerpts":
				return true
			}
		}
		return false
	}
	return false
}

// flagsInsufficiency is insufficientBuf for a whole proposition. A
// sentence that says its sources fall short and then, after "but",
// "however" or "yet", states something of its own ("None of the retrieved
// documents address this, but such clauses are always void.") is no
// flag: its second clause is a claim, and marking the sentence
// insufficient would keep it from C-008. The statement after the
// connector flags what comes before it ("The clause likely survives,
// but I could not confirm this from the Vault."), and a tail of three
// words or fewer ("..., but it likely does") hedges rather than asserts.
func flagsInsufficiency(text string, buf *[]byte) bool {
	if !insufficientBuf(text, buf) {
		return false
	}
	head, tail, ok := cutContrast(text)
	if !ok || insufficientBuf(tail, buf) {
		return true
	}
	return !insufficientBuf(head, buf) || len(strings.Fields(tail)) <= 3
}

// contrastConnectors open a clause that says something else.
var contrastConnectors = []string{", but ", "; but ", " but ", "; however, ", ", however, ", "; however ", ", yet ", "; yet "}

// cutContrast splits text at its first contrast connector.
func cutContrast(text string) (head, tail string, ok bool) {
	at, n := -1, 0
	for _, c := range contrastConnectors {
		if i := strings.Index(text, c); i >= 0 && (at < 0 || i < at) {
			at, n = i, len(c)
		}
	}
	if at < 0 {
		return text, "", false
	}
	return text[:at], text[at+n:], true
}
