package llm

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// majority combines the votes on one unit. Each verdict field is decided
// by strict majority; a tie goes the failing way (not supported, adverse,
// over-claiming, flagged as unflagged, criterion failed), since nothing
// defaults to pass. Evidence and reasoning come from the first vote that
// agrees with the combined verdict on its main field.
func majority(votes []judge.Assessment) judge.Assessment {
	if len(votes) == 1 {
		a := votes[0]
		a.Votes, a.VotesTotal = 1, 1
		return a
	}
	n := len(votes)
	// An unverified vote decided nothing: it counts as failing on every
	// field, and the combined verdict is unverified when most votes are.
	votes = append([]judge.Assessment(nil), votes...)
	unverifiedVotes, reason := 0, ""
	for i := range votes {
		if votes[i].Unverified != "" {
			unverifiedVotes++
			if reason == "" {
				reason = votes[i].Unverified
			}
			votes[i].Supports, votes[i].Adverse, votes[i].Overclaims, votes[i].Pass = false, true, true, false
		}
	}
	count := func(f func(judge.Assessment) bool) int {
		c := 0
		for _, v := range votes {
			if f(v) {
				c++
			}
		}
		return c
	}
	out := judge.Assessment{UnitID: votes[0].UnitID, VotesTotal: n, Origin: judge.FromCache}
	for _, v := range votes {
		if v.Origin == judge.FromLive {
			out.Origin = judge.FromLive
		} else if v.Origin == judge.FromHeuristic {
			out.Origin = judge.FromHeuristic
		}
	}
	sup := count(func(a judge.Assessment) bool { return a.Supports })
	out.Supports = 2*sup > n
	out.Adverse = 2*count(func(a judge.Assessment) bool { return a.Adverse }) >= n
	out.Overclaims = 2*count(func(a judge.Assessment) bool { return a.Overclaims }) >= n
	pass := count(func(a judge.Assessment) bool { return a.Pass })
	out.Pass = 2*pass > n

	// Unflagged: a claim is unflagged when at least half the votes say so;
	// keep the order of the first vote that lists each claim.
	seen := map[string]int{}
	var order []string
	for _, v := range votes {
		for _, id := range v.Unflagged {
			if seen[id] == 0 {
				order = append(order, id)
			}
			seen[id]++
		}
	}
	for _, id := range order {
		if 2*seen[id] >= n {
			out.Unflagged = append(out.Unflagged, id)
		}
	}

	main := func(a judge.Assessment) bool {
		return a.Supports == out.Supports && a.Pass == out.Pass &&
			a.Adverse == out.Adverse && a.Overclaims == out.Overclaims &&
			len(a.Unflagged) == len(out.Unflagged)
	}
	agree := count(main)
	out.Votes = agree
	for _, v := range votes {
		if main(v) {
			out.Evidence, out.Reasoning = v.Evidence, v.Reasoning
			break
		}
	}
	if 2*unverifiedVotes > n {
		out.Unverified = reason
	}
	if agree == 0 {
		out.Evidence = votes[0].Evidence
		out.Reasoning = fmt.Sprintf("votes split %d ways; combined per field by majority, ties failing", n)
	} else {
		out.Reasoning = fmt.Sprintf("%s (%d of %d votes)", out.Reasoning, agree, n)
	}
	return out
}
