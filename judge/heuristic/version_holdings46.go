package heuristic

import (
	"fmt"
	"strings"
)

// holdingsTables46 are the word lists and reaches of the 26.46-h
// holdings and calibration rules (C-004, C-007), for Version.
func holdingsTables46() []string {
	return []string{
		fmt.Sprint(maxQuestionAside),
		strings.Join(partJoinWords, ","), fmt.Sprint(partJoinReach),
		strings.Join(claimRefusalPatterns(), "|"), strings.Join(sortedSet(concessiveConns), " "),
		fmt.Sprint(strengthClasses), strings.Join(sortedSet(dutyProofVerbs), " "), strings.Join(proofDutyShows, ","),
	}
}
