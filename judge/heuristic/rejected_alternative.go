package heuristic

import "strings"

// A rejected alternative qualifies nothing: "the test asks what the
// predominant purpose was, not whether legal advice was one purpose
// among several" names a factor test only to reject it, so its "among
// several" is no qualifier a proposition restating the test must keep
// (C-007 read it as a dropped "factor" hedge). The words from "not
// whether" (or "rather than whether") to the end of the clause are left
// out of the hedge scan.

// rejectedLeads open an alternative a sentence rejects.
var rejectedLeads = []string{" not whether ", " rather than whether ", " and not whether "}

// withoutRejectedAlternatives is low with each rejected alternative, up
// to the next ";" or the end, blanked.
func withoutRejectedAlternatives(low string) string {
	if !strings.Contains(low, "whether") {
		return low // every lead holds it (TestNotHedgeGate); a scan for a word opening with a space stops at every space
	}
	for _, lead := range rejectedLeads {
		for {
			i := strings.Index(low, lead)
			if i < 0 {
				break
			}
			end := len(low)
			if j := strings.IndexAny(low[i+len(lead):], ";"); j >= 0 {
				end = i + len(lead) + j
			}
			low = low[:i] + " " + low[end:]
		}
	}
	return low
}
