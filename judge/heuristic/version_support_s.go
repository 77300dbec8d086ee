package heuristic

import (
	"fmt"
	"maps"
	"slices"
)

// supportTables41 are the word sets of the 26.41 support rules (C-003,
// C-008: qualifier_mention.go), hashed into Version.
func supportTables41() []string {
	return []string{
		fmt.Sprint(slices.Sorted(maps.Keys(forbiddenActs))),
		fmt.Sprint(slices.Sorted(maps.Keys(irregularParticiples))),
		fmt.Sprint(slices.Sorted(maps.Keys(prohibitionWords))),
		fmt.Sprint(bothWaysWindow, slices.Sorted(maps.Keys(nounDeterminers))),
		sourcesSilent.String(), summingUp.String(), pinTail.String(), fmt.Sprint(leadInCited, leadInRead),
	}
}
