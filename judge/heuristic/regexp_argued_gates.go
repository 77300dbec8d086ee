package heuristic

// Gates for argued_rejected.go's regexps (regexp_gates.go explains
// gates). rejectedArgument asks propReportsFateRe of every proposition
// and reportsRejectionRe of the sentence it lines up with; both open with
// `\b` and an alternation of words, so the backtracker starts a program
// at every byte, and the two were a fourteenth of a fresh citation unit
// though they seldom match. Every match of each holds one of a few words
// (TestWordGatesNeverHideAMatch proves it from the syntax trees), so a
// text holding none is answered without the regexp. The patterns spell
// their words in lower case and are asked of lower-cased text, so the
// gates look for them as written.

// fateGate: every match of propReportsFateRe holds one of these.
var fateGate = []string{"reject", "disagreed", "persuaded", "declined", "refused", "argu", "conten", "urged", "asserted", "position"}

// reportsFate is propReportsFateRe.MatchString(low).
func reportsFate(low string) bool {
	return holdsAny(low, fateGate) && propReportsFateRe.MatchString(low)
}

// rejectionGate: every match of reportsRejectionRe holds one of its verbs.
var rejectionGate = []string{"reject", "refused", "declined"}

// rejectionReported is reportsRejectionRe.FindStringIndex(low).
func rejectionReported(low string) []int {
	if !holdsAny(low, rejectionGate) {
		return nil
	}
	return reportsRejectionRe.FindStringIndex(low)
}
