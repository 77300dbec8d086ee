package cite

import "strings"

// Citations whose reporter is a court code or stands before the number:
// public-domain (neutral) citations and Tax Court memoranda.

// isYear reports whether v is a plausible year of a public-domain
// citation.
func isYear(v string) bool { return len(v) == 4 && v >= "1990" && v <= "2099" }

// neutralCodes are the court codes of hyphenated public-domain
// citations ("2006-Ohio-2095", "2007-NMSC-008").
var neutralCodes = map[string]bool{"Ohio": true, "NMSC": true, "NMCA": true, "NMCERT": true, "NMCT": true, "NMRA": true}

// neutralHyphen reads "2006-Ohio-2095" whose year is s[i:volE].
func (e *Extractor) neutralHyphen(s string, i, volE int) (rcore, bool) {
	cs := volE + 1
	ce := cs
	for ce < len(s) && (isUpper(s[ce]) || isLower(s[ce])) {
		ce++
	}
	if ce >= len(s) || s[ce] != '-' || !neutralCodes[s[cs:ce]] {
		return rcore{}, false
	}
	pe, ok := readDigits(s, ce+1, 7)
	if !ok || pe < len(s) && isAlnum(s[pe]) {
		return rcore{}, false
	}
	rc := rcore{volS: i, volE: volE, repS: cs, repE: ce, pageS: ce + 1, pageE: pe, entry: reporterEntry{canonical: s[cs:ce], kind: ReporterNeutral}, known: true, end: pe}
	rc.pins, rc.end = e.pinsAfterPage(s, pe)
	rc.end = max(rc.end, pe)
	return rc, true
}

// scanTaxMemos finds Tax Court memoranda and summary opinions, whose
// reporter comes before the number: "T.C. Memo. 1991-462", "T.C. Summary
// Opinion 2019-233".
func (e *Extractor) scanTaxMemos(s string) []rcore {
	// Every form starts "T.C. ": one search for it (by the period of its
	// "T.", from the extraction's list of periods), not one search of the
	// whole text per form. Each form keeps its
	// own resume offset and list, so the forms are read exactly as three
	// searches read them and listed in the same order.
	var found [len(taxMemoForms)][]rcore
	var next [len(taxMemoForms)]int
	for _, d := range e.periodsOf(s) {
		k := d - 1
		if k < 0 || !strings.HasPrefix(s[k:], "T.C. ") {
			continue
		}
		for f, lit := range taxMemoForms {
			if k < next[f] || !strings.HasPrefix(s[k:], lit) {
				continue
			}
			i := k + len(lit)
			next[f] = i
			y := skipSpaces(s, i, 2)
			ye, ok := readDigits(s, y, 4)
			if !ok || ye-y != 4 || ye >= len(s) || s[ye] != '-' {
				continue
			}
			pe, ok := readDigits(s, ye+1, 5)
			if !ok || pe < len(s) && isAlnum(s[pe]) {
				continue
			}
			rc := rcore{start: k, volS: y, volE: ye, repS: k, repE: i, pageS: ye + 1, pageE: pe, entry: reporterEntry{canonical: lit, kind: ReporterCase}, known: true, end: pe}
			rc.pins, rc.end = e.pinsAfterPage(s, pe)
			rc.end = max(rc.end, pe)
			found[f] = append(found[f], rc)
			next[f] = rc.end
		}
	}
	var out []rcore
	for _, f := range found {
		out = append(out, f...)
	}
	return out
}

// taxMemoForms are the Tax Court forms scanTaxMemos reads, in the order
// it lists them.
var taxMemoForms = [...]string{"T.C. Memo.", "T.C. Summary Opinion", "T.C. Summ. Op."}
