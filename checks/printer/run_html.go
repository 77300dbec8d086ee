package printer

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
)

//go:embed run.tmpl
var runSource string

var runTemplate = template.Must(template.New("run").Parse(runSource))

// RunPageOptions tune WriteRunHTML.
type RunPageOptions struct {
	// Title names the run on the page (default: its folder).
	Title string
	// LinkBase is the folder the page will be written to; links to each
	// response's report are made relative to it. Empty: links are
	// relative to the run's root folder.
	LinkBase string
}

// runPage is what run.tmpl renders.
type runPage struct {
	Title string
	// Prefix is what every run ID shares, up to a "/" (the case and the
	// model, typically), said once above the matrix; each row shows the
	// rest of its run ID.
	Prefix                            string
	Responses, AllPass, Failed, Infra int
	Judges                            []string
	Heuristic                         bool
	Criteria                          []runCriterion
	Rows                              []runRow
	// Metrics states the run's citation metrics (sums over the responses
	// that have them); HasMetrics adds a column of each response's.
	Metrics    string
	HasMetrics bool
}

type runCriterion struct {
	ID, Title, Anchor, Rate, Methods string
	Passed, Total, Width             int
	// Band colours the rate's bar: "hi" (green) at 90% and above, "mid"
	// (amber) from 60%, "lo" (red) below.
	Band string
}

type runRow struct {
	// RunID is the full run ID (the link's title); Name is it without the
	// run's common prefix.
	RunID, Name, Anchor, Link, Classes string
	Cells                              []runCell
	// PR is the response's citation precision and recall, "0.86 / 0.75".
	PR string
}

type runCell struct{ Class, Mark, Hover string }

// WriteRunHTML writes one page for a whole run: pass rates per criterion,
// a matrix of responses by criteria (verdict and who decided it), filters
// for failures (plain CSS, no script), and a link from each response to
// its own report (report.html beside its scores.json when one was
// written, else report.json). Every value is escaped by html/template.
// The page holds no reasoning text, so it stays small at 10,000
// responses; reasons are one click away in each response's report.
func WriteRunHTML(w io.Writer, run *runs.Run, opt RunPageOptions) error {
	p := runPage{Title: opt.Title, Responses: len(run.Responses)}
	if p.Title == "" {
		p.Title = run.Root
	}
	order, crit := runCriteria(run)
	judges := map[string]bool{}
	methods := make([]map[checks.Method]bool, len(order))
	for i := range methods {
		methods[i] = map[checks.Method]bool{}
	}
	var total report.CitationMetrics
	measured := 0
	for n, resp := range run.Responses {
		s := resp.Scores
		judges[s.JudgeModel] = true
		switch {
		case len(s.Incomplete) > 0:
			p.Infra++
		case s.AllPass:
			p.AllPass++
		default:
			p.Failed++
		}
		row := runRow{RunID: resp.RunID, Anchor: fmt.Sprintf("r%d", n+1), Link: reportLink(run, resp, opt.LinkBase)}
		if m := resp.Metrics; m != nil {
			measured++
			total.Add(m)
			row.PR = ratio(m.Precision) + " / " + ratio(m.Recall)
		}
		byID := map[string]report.CriterionResult{}
		for _, cr := range s.CriteriaResults {
			byID[cr.ID] = cr
		}
		allPass := true
		for i, id := range order {
			cr, ok := byID[id]
			if !ok {
				row.Cells = append(row.Cells, runCell{Class: "none", Mark: "·", Hover: id + ": not in this response's case"})
				continue
			}
			c := &crit[i]
			c.Total++
			methods[i][cr.Method] = true
			if cr.Method == checks.Heuristic {
				p.Heuristic = true
			}
			// Cells carry no hover text but where it says more than the
			// mark: at 10,000 responses every byte of a cell is 90,000.
			cell := runCell{Mark: "✓" + methodLetter(cr.Method), Class: "pass"}
			if cr.Verdict == checks.Pass {
				c.Passed++
			} else {
				allPass = false
				row.Classes += " f-" + c.Anchor
				cell = runCell{Mark: "✗" + methodLetter(cr.Method), Class: "fail"}
				if cr.NeedsReview() {
					cell = runCell{Mark: "?" + methodLetter(cr.Method), Class: "review", Hover: id + ": " + NeedsReview + " (the offline judge could not decide; it fails)"}
				}
				if cr.Method == checks.NotGraded || contains(s.Incomplete, id) {
					cell = runCell{Mark: "!", Class: "infra", Hover: id + ": could not be graded, so it fails"}
				}
			}
			row.Cells = append(row.Cells, cell)
		}
		if allPass {
			row.Classes += " allpass"
		}
		p.Rows = append(p.Rows, row)
	}
	for i := range crit {
		c := &crit[i]
		if c.Total > 0 {
			c.Rate = fmt.Sprintf("%.1f%%", 100*float64(c.Passed)/float64(c.Total))
			c.Width = 120 * c.Passed / c.Total
			c.Band = rateBand(c.Passed, c.Total)
		}
		var ms []string
		for m := range methods[i] {
			ms = append(ms, string(m))
		}
		sort.Strings(ms)
		c.Methods = strings.Join(ms, ", ")
	}
	p.Criteria = crit
	p.Prefix = commonRunPrefix(p.Rows)
	for i := range p.Rows {
		p.Rows[i].Name = strings.TrimPrefix(p.Rows[i].RunID, p.Prefix)
	}
	if measured > 0 {
		p.HasMetrics = true
		p.Metrics = metricsLine(&total) + fmt.Sprintf(" Over the %d of %d responses a judge graded.", measured, len(run.Responses))
	}
	for j := range judges {
		p.Judges = append(p.Judges, j)
	}
	sort.Strings(p.Judges)
	var b strings.Builder
	if err := runTemplate.Execute(&b, p); err != nil {
		return fmt.Errorf("rendering the run page: %w", err)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// runCriteria lists the criteria in the order they first appear.
func runCriteria(run *runs.Run) ([]string, []runCriterion) {
	var order []string
	var crit []runCriterion
	seen := map[string]bool{}
	for _, resp := range run.Responses {
		for _, cr := range resp.Scores.CriteriaResults {
			if seen[cr.ID] {
				continue
			}
			seen[cr.ID] = true
			order = append(order, cr.ID)
			crit = append(crit, runCriterion{ID: cr.ID, Title: cr.Title, Anchor: anchor(cr.ID)})
		}
	}
	return order, crit
}

// reportLink is the relative link from the page to a response's report.
func reportLink(run *runs.Run, resp *runs.Response, base string) string {
	target := resp.ReportHTML
	if target == "" {
		target = filepath.Join(resp.Dir, "report.html")
		if _, err := os.Stat(target); err != nil {
			target = filepath.Join(resp.Dir, "report.json")
		}
	}
	if base == "" {
		base = run.Root
	}
	rel, err := filepath.Rel(base, target)
	if err != nil {
		return ""
	}
	return filepath.ToSlash(rel)
}

// anchor makes an ID safe as an HTML id and a CSS identifier.
func anchor(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return "c" + b.String()
}

func methodLetter(m checks.Method) string {
	switch m {
	case checks.Deterministic:
		return "D"
	case checks.ByJudge:
		return "J"
	case checks.Heuristic:
		return "H"
	}
	return ""
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// rateBand colours a pass rate: green only at 90% and above, so a run
// where three responses in ten fail a criterion never looks healthy.
func rateBand(passed, total int) string {
	switch {
	case 10*passed >= 9*total:
		return "hi"
	case 10*passed >= 6*total:
		return "mid"
	}
	return "lo"
}

// commonRunPrefix is the longest prefix, ending in "/", that every row's
// run ID shares and that leaves each of them something to show; "" for
// a single row (its full ID is the only name it has).
func commonRunPrefix(rows []runRow) string {
	if len(rows) < 2 {
		return ""
	}
	prefix := rows[0].RunID
	for _, r := range rows[1:] {
		for !strings.HasPrefix(r.RunID, prefix) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	prefix = prefix[:strings.LastIndex(prefix, "/")+1]
	for _, r := range rows {
		if r.RunID == prefix {
			return ""
		}
	}
	return prefix
}
