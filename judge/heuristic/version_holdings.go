package heuristic

import (
	"fmt"
	"strings"
)

// holdingsTables are the word lists and reaches of the 26.41 holdings
// and calibration rules (C-004, C-007), for Version: a change to any of
// them changes the rules' identity.
func holdingsTables() []string {
	return []string{
		strings.Join(sortedSet(operatorNouns), " "),
		strings.Join(sortedSet(proofGerunds), " "), strings.Join(sortedSet(proofInfinitives), " "),
		strings.Join(reliefWholeWords, ","), strings.Join(reliefPartWords, ","), fmt.Sprint(reliefReach),
		strings.Join(sortedSet(reliefGenericWords), " "),
		strings.Join(absoluteConditionWords, ","), strings.Join(keptConditionWords, ","),
		strings.Join(rejectedLeads, ","), strings.Join(pointBackDeclines, ","),
	}
}
