package grade

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Options configures a Grader. Case and Vault are required.
type Options struct {
	Case  *rubric.Case
	Vault vault.Reader
	// Extractor parses answers; nil means NewVaultExtractor(Vault).
	Extractor resolve.Extractor
	// Judge grades the judge-bound criteria. Nil: they fail with "no
	// judge configured" (never pass).
	Judge judge.Judge
	// Clock stamps scored_at; nil means time.Now. Tests inject a fixed
	// clock so output bytes are reproducible.
	Clock func() time.Time
	// RequireTrace makes a response without a retrieval trace bad input
	// (--require-trace) instead of one checked against the Vault itself.
	RequireTrace bool
	// Limits bound the work one response may cause (zero fields: the
	// defaults).
	Limits rubric.Limits
	// Question is the question the grader says was asked (grade
	// --question); empty means the case's instructions. It is what a
	// block quote of the answer must reproduce to be read as the
	// asker's (its citations listed as asked, not graded). A response's
	// own "question" never counts: it comes from the system being
	// graded, which could copy a walled citation there and quote it.
	Question string
}

// Grader grades responses against one case and one Vault. Build it once;
// Grade is safe for concurrent use (its state is read-only but for
// caches of facts derived from the Vault, which are guarded).
type Grader struct {
	opt    Options
	bound  []boundCheck // one per criterion, in case order
	judged bool         // the case has judge-bound criteria
	// cache holds what the judge checks derive from the read-only Vault
	// (holdings, context windows), shared across responses.
	cache *checks.VaultCache
	// texts indexes the documents that traces of another system's index
	// name (retrieval.TextIndexes), shared across responses.
	texts *retrieval.TextIndexes
	// places keeps documents' locator markup read once, for the
	// report's pinned spans, shared across responses.
	places *placesCache
}

// boundCheck is a criterion with the check that grades it.
type boundCheck struct {
	crit    rubric.Criterion
	binding checks.Binding
	check   checks.Check
}

// NewGrader builds the checks for every criterion of the case.
func NewGrader(opt Options) (*Grader, error) {
	if opt.Case == nil || opt.Vault == nil {
		return nil, fmt.Errorf("grade.NewGrader: Case and Vault are required")
	}
	if opt.Extractor == nil {
		x, err := NewVaultExtractor(opt.Vault)
		if err != nil {
			return nil, err
		}
		opt.Extractor = x
	}
	if opt.Clock == nil {
		opt.Clock = time.Now
	}
	if err := checkCaseUser(opt.Case, opt.Vault); err != nil {
		return nil, err
	}
	g := &Grader{opt: opt, cache: checks.NewVaultCache(), texts: retrieval.NewTextIndexes(0), places: newPlacesCache()}
	for _, cr := range opt.Case.Criteria {
		b, err := checks.BindingFor(cr)
		if err != nil {
			return nil, &rubric.InputError{File: opt.Case.Path, Field: "criteria", Msg: err.Error()}
		}
		chk, err := b.New()
		if err != nil {
			return nil, fmt.Errorf("criterion %s: building check %s: %w", cr.ID, b.Name, err)
		}
		if b.Kind != checks.Deterministic {
			g.judged = true
		}
		g.bound = append(g.bound, boundCheck{crit: cr, binding: b, check: chk})
	}
	return g, nil
}

// JudgeCriteria lists, in case order, the criteria a judge decides.
func (g *Grader) JudgeCriteria() []string {
	var out []string
	for _, b := range g.bound {
		if b.binding.Kind != checks.Deterministic {
			out = append(out, b.crit.ID)
		}
	}
	return out
}

// JudgeModel names the judge for scores.json.
func (g *Grader) JudgeModel() string {
	if g.opt.Judge == nil {
		return "none"
	}
	return g.opt.Judge.Model()
}

// Grade grades one response: extract, resolve, check the retrieval trace
// against the Vault, locate passages, run the deterministic checks and
// then the judge checks, and assemble scores.json and report.json. A check
// that cannot finish fails its criterion with the reason;
// Scores.Incomplete lists those that failed for an infrastructure reason
// (exit code 3). The error is non-nil only when nothing could be graded:
// bad input (a limit), or ctx ended before the checks ran.
//
// Cost, with A the answer's bytes, C its citations, P its propositions, T
// the trace's entries and their text, U the judge units (Limits bounds C
// per proposition, T and U): extraction O(A + C) and short forms O(C)
// (checks/cite); resolution O(C) index look-ups; the trace check O(T);
// passage location O(C x the cited document's chunks) with antecedent
// chains built once (resolve.ChainIdentifiers); C-001, C-002, C-009 O(C); C-005
// O(T + C) (one automaton pass over the trace); C-006 O(C x passage);
// the judge checks O(U x unit), C-008 O(P x candidate passages). ctx is
// looked at between steps and every checks.CtxEvery citations inside them, and
// the judge stops between units, so a deadline or Ctrl-C ends a grade
// within milliseconds.
func (g *Grader) Grade(ctx context.Context, resp *rubric.Response) (*report.Scores, *report.Report, error) {
	in, notes, err := g.prepare(ctx, resp)
	if err != nil {
		return nil, nil, err
	}
	results := make([]checks.Result, len(g.bound))
	in.Earlier = map[string]checks.Result{}
	for _, pass := range []bool{true, false} {
		for i, b := range g.bound {
			if (b.binding.Kind == checks.Deterministic) != pass {
				continue
			}
			cin := *in
			cin.Criterion = &g.bound[i].crit
			cin.Judge = report.JudgeView(in.Judge, b.crit.ID)
			r := runSafe(ctx, b, &cin)
			if traceBound(b.binding.Name) && len(notes) > 0 {
				r.Summary += " " + strings.Join(notes, " ")
			}
			results[i] = r
			in.Earlier[b.binding.Name] = r
		}
	}
	scores := g.scores(resp, in, results)
	report := g.report(resp, in, results, notes, scores)
	return scores, report, nil
}

// traceBound reports whether a check's verdict depends on the retrieval
// trace or on the passages located with it, so its reasoning says when
// there was none: every criterion but existence, access and the
// Harvey-style whole-answer criterion.
func traceBound(name string) bool {
	switch name {
	case rubric.CheckCitationsExist, rubric.CheckCitationsAccessible, checks.CheckCriterion:
		return false
	}
	return true
}

// NoTraceNote is what every output says of a response graded without a
// retrieval trace (FORMATS.md: the response).
const NoTraceNote = "No retrieval trace: the answer was checked against the Vault itself (C-005 cannot be decided without one; passages were located in the cited documents)."

// PlainTextNote is what every output says of an answer read as plain
// text because it is past the Markdown limits; why names the bound.
func PlainTextNote(why string) string {
	return "The answer was read as plain text, not as Markdown (" + why + "): its characters, entities, escapes, tags and emphasis were still read as a reader sees them, but its block structure (headings, lists, footnotes, links) only from its lines."
}

// prepare builds the Input shared by every check of one response.
func (g *Grader) prepare(ctx context.Context, resp *rubric.Response) (*checks.Input, []string, error) {
	c, r := g.opt.Case, g.opt.Vault
	if err := g.Validate(resp); err != nil {
		return nil, nil, err
	}
	asker, _ := g.Asker(resp)
	in := &checks.Input{Case: c, Response: resp, Vault: r, User: asker.User, At: asker.At, Asker: asker,
		Memo: checks.NewResponseMemo(g.cache)}
	in.Answer = extractAnswer(g.opt.Extractor, resp.Answer, g.askedQuestion())
	if in.Answer == nil {
		in.Answer = &cite.Answer{Text: resp.Answer}
	}
	if in.Answer.Limit != nil {
		return nil, nil, &rubric.InputError{File: resp.Path, Field: "answer", Msg: in.Answer.Limit.Error()}
	}
	if err := g.opt.Limits.WithDefaults().CheckAnswer(resp, in.Answer, g.judged); err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, context.Cause(ctx)
	}
	in.Resolved = resolve.Resolve(r, in.Answer)
	resolve.CheckLinkTexts(r, g.opt.Extractor, in.Answer, in.Resolved)

	var notes []string
	in.Checked = retrieval.NoTrace()
	if resp.HasTrace {
		// The Vault is the authority: every check and the judge read the
		// checked trace (Vault text, forged and unknown entries out,
		// walled ones marked), never the trace as given.
		in.Checked = retrieval.CheckTraceWith(r, resp.Retrieved, func(doc string) bool { return vault.Allowed(r, in.User, in.At, doc) }, g.texts)
	} else {
		notes = append(notes, NoTraceNote)
	}
	in.Trace = in.Checked.Entries
	if len(resp.Structured) > 0 {
		attachStructured(r, in, resp, g.texts)
		if err := g.opt.Limits.WithDefaults().CheckAnswer(resp, in.Answer, g.judged); err != nil {
			return nil, nil, err
		}
	}
	in.Passages = make([]retrieval.Passage, len(in.Answer.Citations))
	chains := resolve.ChainIdentifiers(in.Answer.Citations)
	for i := range in.Answer.Citations {
		if i%checks.CtxEvery == 0 && ctx.Err() != nil {
			return nil, nil, context.Cause(ctx)
		}
		in.Passages[i] = retrieval.Locate(r, resolve.Want(in.Answer, in.Resolved, i, chains[i]), in.Checked)
	}
	if len(resp.Structured) > 0 {
		unretrievedStructuredPassages(in)
		narrowStructuredPassages(r, in)
	}
	narrowPagePins(r, in)
	narrowLocatedText(r, in)
	resolve.QuotedPins(r, in.Answer, in.Resolved, in.Passages) // a quoted case's pin must hold the quotation
	if g.judged && g.opt.Judge != nil {
		in.Judge = report.NewJudgeLog(judge.Memo(g.opt.Judge))
	}
	return in, notes, nil
}

// askedQuestion is the question a quote must reproduce to be the
// asker's: the grader's (Options.Question), else the case's. Never the
// response's own (Options.Question says why).
func (g *Grader) askedQuestion() string {
	return firstNonBlank(g.opt.Question, g.opt.Case.Instructions)
}

// runID is the response's run ID, or "<case id>/<response file name>".
func (g *Grader) runID(resp *rubric.Response) string {
	if resp.RunID != "" {
		return resp.RunID
	}
	name := "response"
	if resp.Path != "" {
		name = strings.TrimSuffix(filepath.Base(resp.Path), filepath.Ext(resp.Path))
	}
	return g.opt.Case.ID + "/" + name
}

// firstNonBlank is the first of ss that holds more than white space.
func firstNonBlank(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}
