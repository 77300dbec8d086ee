package heuristic

import (
	"fmt"
	"maps"
	"slices"
)

// supportTables are the word sets and thresholds of the 26.40 support
// rules (C-003, C-008), hashed into Version.
func supportTables() []string {
	return []string{
		fmt.Sprint(minScopeShare, minScopeWords, maxSubjectWords),
		fmt.Sprint(slices.Sorted(maps.Keys(sufficiencyWords)), sufficiencyWords["insufficient"]),
		fmt.Sprint(slices.Sorted(maps.Keys(subjectNegators))),
		fmt.Sprint(slices.Sorted(maps.Keys(clauseOpeners))),
		fmt.Sprint(openAnswers, keptOpen),
		fmt.Sprint(contrastNegators),
		fmt.Sprint(separateAuthorWords, minRestatedSeparate),
		fmt.Sprint(personalViewWords, judgeNamedRe.String()),
		fmt.Sprint(conditionWideners, slices.Sorted(maps.Keys(conditionOpeners)), minConditionedMain, maxConditionKept, minConditionWords),
		fmt.Sprint(courtsShareWords, splitReportWords, minSplitRestated),
		fmt.Sprint(dismissedRe.String(), deniedReliefRe.String(), reversedRe.String(), undoneRe.String(), affirmedRe.String(), outcomesToldPatterns()),
		fmt.Sprint(partyAttemptWords, lowerCourtWords, courtActWords, remandTellers, questionSentenceMarks, minRemandedShared, pluperfectRe.String(), slices.Sorted(maps.Keys(questionEnds))),
		fmt.Sprint(slices.Sorted(maps.Keys(provisionWords))),
		fmt.Sprint(reasonLeads, causalLinks, groupLeads, minReasonPart, maxReasonJoin, minReasonKeys),
	}
}
