package report

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/judge"
)

// JudgeRecord is one judge unit asked while grading a response, with its
// verdict and where the verdict came from (a live call, the verdict cache
// or the heuristic judge). Reports show each proposition's verdict and
// evidence from these, and regression suites say whether a verdict was
// replayed from the cache.
type JudgeRecord struct {
	Unit string         `json:"unit"` // "P3/C5", "unsupported", "C-010"
	Kind judge.UnitKind `json:"kind"`
	// Criteria lists the criteria that asked for this unit (the three
	// citation criteria share one unit).
	Criteria []string `json:"criteria"`
	// Proposition and Citation locate a citation unit in the answer
	// (-1 for the other kinds).
	Proposition int    `json:"proposition"`
	Citation    int    `json:"citation"`
	Doc         string `json:"doc,omitempty"`
	Chunk       string `json:"chunk,omitempty"`
	// Chunks lists every chunk whose text the unit carried to the judge
	// (the cited passage; the retrieved passages offered for unsupported
	// claims), sorted: a redacted report withholds the verdict's
	// evidence when any of them belongs to a denied document.
	Chunks []string `json:"chunks,omitempty"`
	// Assessment is the verdict; nil when the judge gave none (Error).
	Assessment *judge.Assessment `json:"assessment,omitempty"`
	// AdverseEvidence is, for a verdict of adverse holding, the holding
	// text that decided it (AdverseEvidence): the unit's one evidence
	// quote is usually what supports the proposition.
	AdverseEvidence string `json:"adverse_evidence,omitempty"`
	Error           string `json:"error,omitempty"`
}

// JudgeLog wraps the per-response (memoised) judge and records every
// unit asked, by which criterion, with its answer. It keeps the wrapped
// judge's Stats so scores.json still reports usage.
type JudgeLog struct {
	inner   judge.Judge
	mu      sync.Mutex
	entries []judgeEntry
}

type judgeEntry struct {
	criterion string
	unit      judge.Unit
	a         judge.Assessment
	err       error
}

// NewJudgeLog wraps j (nil stays nil, so "no judge" still fails closed).
func NewJudgeLog(j judge.Judge) judge.Judge {
	if j == nil {
		return nil
	}
	return &JudgeLog{inner: j}
}

// Model names the wrapped judge.
func (l *JudgeLog) Model() string { return l.inner.Model() }

// Assess asks the wrapped judge and records the answer under no criterion.
func (l *JudgeLog) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	return l.assess(ctx, "", u)
}

// Stats reports the wrapped judge's spending, when it counts it.
func (l *JudgeLog) Stats() judge.Stats {
	if s, ok := l.inner.(judge.StatsReporter); ok {
		return s.Stats()
	}
	return judge.Stats{}
}

func (l *JudgeLog) assess(ctx context.Context, crit string, u judge.Unit) (judge.Assessment, error) {
	a, err := l.inner.Assess(ctx, u)
	l.mu.Lock()
	l.entries = append(l.entries, judgeEntry{criterion: crit, unit: u, a: a, err: err})
	l.mu.Unlock()
	return a, err
}

// forCriterion is the view of the log a criterion's check uses, so each
// record names the criteria that asked for it.
func (l *JudgeLog) forCriterion(id string) judge.Judge { return &critJudge{log: l, id: id} }

// critJudge is a judgeLog view for one criterion.
type critJudge struct {
	log *JudgeLog
	id  string
}

func (c *critJudge) Model() string { return c.log.Model() }
func (c *critJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	return c.log.assess(ctx, c.id, u)
}
func (c *critJudge) Stats() judge.Stats { return c.log.Stats() }

// JudgeView gives criterion id its recording view of in.Judge.
func JudgeView(j judge.Judge, id string) judge.Judge {
	if l, ok := j.(*JudgeLog); ok {
		return l.forCriterion(id)
	}
	return j
}

// Records merges the log into one JudgeRecord per distinct unit, in the
// order first asked, each with the criteria that asked for it. in places
// citation units in the answer and at their passage.
func (l *JudgeLog) Records(in *checks.Input) []JudgeRecord {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []JudgeRecord
	index := map[string]int{}
	for _, e := range l.entries {
		key := string(e.unit.Kind) + "\x00" + e.unit.ID
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, newJudgeRecord(in, e))
		}
		if e.criterion != "" && !slices.Contains(out[i].Criteria, e.criterion) {
			out[i].Criteria = append(out[i].Criteria, e.criterion)
			sort.Strings(out[i].Criteria)
		}
	}
	return out
}

func newJudgeRecord(in *checks.Input, e judgeEntry) JudgeRecord {
	r := JudgeRecord{Unit: e.unit.ID, Kind: e.unit.Kind, Criteria: []string{}, Proposition: -1, Citation: -1}
	if e.err != nil {
		r.Error = e.err.Error()
	} else {
		a := e.a
		r.Assessment = &a
		if a.Adverse && e.unit.Kind == judge.UnitCitation {
			r.AdverseEvidence = checks.AdverseEvidence(e.unit.Holding, a)
		}
	}
	seen := map[string]bool{}
	for _, cl := range e.unit.Claims {
		for _, p := range cl.Passages {
			if p.Chunk != "" && !seen[p.Chunk] {
				seen[p.Chunk] = true
				r.Chunks = append(r.Chunks, p.Chunk)
			}
		}
	}
	if e.unit.Kind == judge.UnitCitation {
		if p, c, ok := citationUnitID(e.unit.ID); ok {
			r.Proposition, r.Citation = p, c
			if c >= 0 && c < len(in.Passages) && in.Passages[c].Chunk != nil {
				r.Doc, r.Chunk = in.Passages[c].Chunk.Doc, in.Passages[c].Chunk.ID
				for _, id := range checks.ChunkIDs(in.Passages[c]) {
					if !seen[id] {
						seen[id] = true
						r.Chunks = append(r.Chunks, id)
					}
				}
			}
		}
	}
	sort.Strings(r.Chunks)
	return r
}

// JudgeRecords returns the judge records of a report that asked for
// criterion id, for printers and suites.
func (r *Report) JudgeRecords(id string) []JudgeRecord {
	var out []JudgeRecord
	for _, j := range r.Judgements {
		if slices.Contains(j.Criteria, id) {
			out = append(out, j)
		}
	}
	return out
}

// OriginOf says where the verdicts behind one criterion came from:
// "live", "cache", "heuristic", several joined with "+" in that order, or
// "" when the criterion asked the judge nothing.
func OriginOf(recs []JudgeRecord, id string) string {
	seen := map[judge.Origin]bool{}
	for _, j := range recs {
		if slices.Contains(j.Criteria, id) && j.Assessment != nil {
			seen[j.Assessment.Origin] = true
		}
	}
	var out []string
	for _, o := range []judge.Origin{judge.FromLive, judge.FromCache, judge.FromHeuristic} {
		if seen[o] {
			out = append(out, string(o))
		}
	}
	return strings.Join(out, "+")
}

// citationUnitID reads a citation unit's ID, "P<proposition>/C<citation>"
// as fmt.Sscanf(id, "P%d/C%d") does; the IDs the checks write (digits
// only) are read directly, and any other form through Sscanf, which
// was a tenth of the judge's record-keeping.
func citationUnitID(id string) (p, c int, ok bool) {
	if p, c, ok := plainUnitID(id); ok {
		return p, c, true
	}
	if _, err := fmt.Sscanf(id, "P%d/C%d", &p, &c); err != nil {
		return 0, 0, false
	}
	return p, c, true
}

// plainUnitID reads exactly "P" digits "/C" digits (at most nine each).
func plainUnitID(id string) (p, c int, ok bool) {
	digits := func(s string) (int, string, bool) {
		n, i := 0, 0
		for i < len(s) && i < 10 && s[i] >= '0' && s[i] <= '9' {
			n = n*10 + int(s[i]-'0')
			i++
		}
		if i == 0 || i > 9 {
			return 0, "", false
		}
		return n, s[i:], true
	}
	if len(id) < 4 || id[0] != 'P' {
		return 0, 0, false
	}
	p, rest, ok := digits(id[1:])
	if !ok || len(rest) < 3 || rest[0] != '/' || rest[1] != 'C' {
		return 0, 0, false
	}
	c, rest, ok = digits(rest[2:])
	if !ok || rest != "" {
		return 0, 0, false
	}
	return p, c, true
}
