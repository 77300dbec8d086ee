package llm

import (
	"context"
	"errors"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// askSet is what one call asks: items of one kind (the citation units of
// a batch, the claims of a C-008 unit, or one criterion), which can be
// asked all together or any subset of them, each labelled by its position
// in the call.
type askSet interface {
	kind() judge.UnitKind
	size() int
	label() string
	// untrusted is every untrusted string the items carry, so the nonce
	// is absent from it.
	untrusted() string
	// render builds the request for the items at pos; notes[k] is why
	// item pos[k]'s previous verdict was not accepted, whole a problem
	// with the previous reply as a whole.
	render(pos []int, notes []string, whole, nonce string) prompt
	// decode reads a reply for k items (partial: cut off at the cap).
	decode(text []byte, k int, partial bool) ([]item, string)
	// verify checks item pos[k]'s decoded verdict.
	verify(pos []int, k int, it item) checked
}

// unitResult is one item's verdict or why it has none.
type unitResult struct {
	a   judge.Assessment
	err error
}

// askState follows each item through the attempts of one ask.
type askState struct {
	out      []unitResult
	done     []bool
	notes    []string
	strikes  []int // replies with no usable verdict for the item
	evidence []int // times asked again for its evidence
	refused  []int // replies refused
	cutoff   []int // replies cut off at the cap before it
}

// ask gets a verdict for every item of s with one seed, salvaging what
// each reply gets right. Items with a verified verdict are kept; only the
// others are asked again, each with the error that rejected its last
// verdict:
//   - a missing, malformed or ambiguous verdict (or a reply that is not
//     JSON at all) is asked again up to Retries times;
//   - evidence that does not verify is asked again once, then the
//     verdict stands flagged Unverified (it fails closed);
//   - a refusal or content filter is asked again once, each item alone so
//     one item cannot refuse for the others, then fails with KindRefused;
//   - a reply cut off at the completion cap keeps the items it finished
//     and asks the rest in calls half the size; an item cut off twice
//     fails, naming the cap.
//
// An item that still has no verdict fails alone with its reason; an
// unreachable endpoint or a configuration error fails every item left.
func (j *openAIJudge) ask(ctx context.Context, s askSet, seed int, t tally) []unitResult {
	n := s.size()
	st := &askState{out: make([]unitResult, n), done: make([]bool, n), notes: make([]string, n),
		strikes: make([]int, n), evidence: make([]int, n), refused: make([]int, n), cutoff: make([]int, n)}
	pending := positions(n)
	chunk := n
	whole := ""
	for round := 0; len(pending) > 0 && round <= j.cfg.Retries+4; round++ {
		nextWhole := ""
		for _, g := range groups(pending, chunk) {
			w, smaller, stop := j.askGroup(ctx, s, st, g, whole, seed, t)
			if w != "" {
				nextWhole = w
			}
			if smaller > 0 && smaller < chunk {
				chunk = smaller
			}
			if stop != nil {
				for _, i := range pending {
					st.finish(i, unitResult{err: stop})
				}
				break
			}
		}
		whole = nextWhole
		pending = pending[:0:0]
		for i := 0; i < n; i++ {
			if !st.done[i] {
				pending = append(pending, i)
			}
		}
	}
	for _, i := range pending { // rounds used up: each item's own limits end it sooner
		st.finish(i, unitResult{err: judge.Errorf(judge.KindInvalidOutput, s.label(), nil, "no valid verdict: %s", st.notes[i])})
	}
	return st.out
}

func (st *askState) finish(i int, o unitResult) {
	if !st.done[i] {
		st.out[i], st.done[i] = o, true
	}
}

// askGroup makes one call for the items g and records what it got. It
// returns a problem with the reply as a whole (for the next request), a
// smaller call size when the items should be split, and an error that
// ends the whole ask.
func (j *openAIJudge) askGroup(ctx context.Context, s askSet, st *askState, g []int, whole string, seed int, t tally) (string, int, error) {
	nonce, err := nonceAbsentFrom(s.untrusted() + "\n" + strings.Join(st.notes, "\n") + "\n" + whole)
	if err != nil {
		return "", 0, judge.Errorf(judge.KindUnreachable, s.label(), err, "no nonce")
	}
	notes := make([]string, len(g))
	for k, i := range g {
		notes[k] = st.notes[i]
	}
	c, err := j.send(ctx, s.render(g, notes, whole, nonce), s.kind(), len(g), seed, s.label(), t)
	if err != nil {
		var e *judge.Error
		errors.As(err, &e)
		switch e.Kind {
		case judge.KindInvalidOutput:
			st.strikeAll(g, j.cfg.Retries, e.Msg, s.label())
			return "", 0, nil
		case judge.KindRefused:
			return "", st.refuse(g, e.Msg, s.label()), nil
		case judge.KindBudget:
			for _, i := range g {
				st.finish(i, unitResult{err: err})
			}
			return "", 0, nil
		}
		return "", 0, err // unreachable, configuration: stop
	}
	if c.refusal != "" {
		return "", st.refuse(g, "the model refused: "+clip(oneLine(c.refusal), 300), s.label()), nil
	}
	partial := c.finish == "length"
	var items []item
	var replyProblem string
	raw, err := extractJSON(c.text)
	switch {
	case err == nil:
		items, replyProblem = s.decode(raw, len(g), false)
		partial = false // the object is whole: only text after it was cut
	case partial:
		items, replyProblem = s.decode(partialObjectStart(c.text), len(g), true)
	default:
		st.strikeAll(g, j.cfg.Retries, err.Error(), s.label())
		return err.Error(), 0, nil
	}
	smaller := 0
	for k, i := range g {
		it := items[k]
		if it.problem != "" {
			if partial {
				st.cutoff[i]++
				if st.cutoff[i] >= 2 {
					st.finish(i, unitResult{err: judge.Errorf(judge.KindInvalidOutput, s.label(), nil,
						"the reply was cut off at the completion cap (%d tokens) before this item, twice: raise --judge-completion-tokens (or --judge-reasoning-tokens for a reasoning model)", j.capFor(len(g), j.proto.snapshot()))})
					continue
				}
				st.notes[i] = "your previous reply was cut off at the completion limit before this item; keep reasoning short"
				smaller = max(1, len(g)/2)
				continue
			}
			st.strike(i, j.cfg.Retries, it.problem, s.label())
			continue
		}
		v := s.verify(g, k, it)
		switch {
		case v.accepted:
			st.finish(i, unitResult{a: v.a})
		case st.evidence[i] >= 1:
			st.finish(i, unitResult{a: v.a}) // asked twice: the verdict stands, flagged Unverified
		default:
			st.evidence[i]++
			st.notes[i] = v.problem
		}
	}
	return replyProblem, smaller, nil
}

// strike records a reply with no usable verdict for item i; past
// retries it fails with that reason.
func (st *askState) strike(i, retries int, why, label string) {
	st.strikes[i]++
	st.notes[i] = why
	if st.strikes[i] > retries {
		st.finish(i, unitResult{err: judge.Errorf(judge.KindInvalidOutput, label, nil, "no valid verdict after %d attempt(s): %s", st.strikes[i], why)})
	}
}

func (st *askState) strikeAll(g []int, retries int, why, label string) {
	for _, i := range g {
		st.strike(i, retries, why, label)
	}
}

// refuse records a refusal of the items g; each item's second refusal
// is final. It returns 1 when several items were refused together, so
// each is asked again alone.
func (st *askState) refuse(g []int, why, label string) int {
	for _, i := range g {
		st.refused[i]++
		st.notes[i] = "your previous reply refused to answer; judging a citation against its passage is a grading task"
		if st.refused[i] >= 2 {
			st.finish(i, unitResult{err: judge.Errorf(judge.KindRefused, label, nil, "%s (asked twice)", why)})
		}
	}
	if len(g) > 1 {
		return 1
	}
	return 0
}

// groups splits pending into consecutive calls of at most size items.
func groups(pending []int, size int) [][]int {
	if size < 1 {
		size = 1
	}
	var out [][]int
	for len(pending) > size {
		out = append(out, pending[:size])
		pending = pending[size:]
	}
	if len(pending) > 0 {
		out = append(out, pending)
	}
	return out
}
