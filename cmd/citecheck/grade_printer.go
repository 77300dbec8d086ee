package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/checks/batch"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
)

// gradePrinter prints each result as the batch reports it, in input
// order, keeping nothing but the first error.
type gradePrinter struct {
	g        *globalOptions
	bf       *batchFlags
	in       gradeInputs
	single   bool
	progress *batch.Progress
	printed  int   // results printed so far
	noTrace  int   // responses graded without a retrieval trace
	firstErr error // of a response (single mode returns it)
	writeErr error // of stdout
	// pages lists the results folders of this run, for --report-html.
	pages []string
}

func (p *gradePrinter) print(r *batch.Result) {
	if p.progress != nil {
		defer p.progress.Add(r) // drawn again below what was printed
	}
	if r.Err != nil {
		if p.firstErr == nil {
			p.firstErr = r.Err
		}
		if !p.single {
			p.clearProgress()
			fmt.Fprintf(p.g.stderr, "citecheck: %s: %v\n", r.Origin, r.Err)
		}
		return
	}
	if r.Scores.NoTrace {
		p.noTrace++
		if p.single {
			p.clearProgress()
			fmt.Fprintf(p.g.stderr, "citecheck: %s: %s (C-005 fails without one; give \"retrieved\" in the response or --retrieved FILE, or --require-trace to refuse such a response)\n", r.RunID, printer.NoTraceBanner)
		}
	}
	if p.bf.reportHTML != "" && p.writeErr == nil {
		p.writeErr = p.responsePage(r)
	}
	if p.writeErr != nil {
		return
	}
	if r.Regraded != "" && (p.in.json || p.bf.format != "" || p.bf.quiet) {
		p.clearProgress()
		fmt.Fprintf(p.g.stderr, "citecheck: %s: regraded: %s since the earlier results\n", r.RunID, r.Regraded)
	}
	var err error
	switch {
	case p.bf.format == "json":
		err = p.jsonItem(r)
	case p.bf.format != "":
		err = p.formatted(r)
	case p.bf.quiet && p.single:
		err = printSummaryLine(p.g.stdout, r.Scores, p.textOptions())
	case p.bf.quiet:
	default:
		p.clearProgress()
		var rep *report.Report
		if rep, err = p.report(r); err == nil {
			err = printGradeSummary(p.g.stdout, r.Scores, rep, r.Dir, p.textOptions())
		}
		if err == nil && r.Resumed {
			_, err = fmt.Fprintf(p.g.stdout, "  (resumed: complete results from an earlier run under the same inputs (case, response, user, time, trace, Vault, grader and judge) were kept; --no-resume grades again)\n")
		}
		if err == nil && r.Regraded != "" {
			_, err = fmt.Fprintf(p.g.stdout, "  (regraded: %s since the earlier results)\n", r.Regraded)
		}
	}
	if err == nil {
		p.printed++
	}
	p.writeErr = err
}

// report is a result's report: the one just graded, or for a resumed
// response the one read back from its results folder.
func (p *gradePrinter) report(r *batch.Result) (*report.Report, error) {
	rep := r.Report
	if rep == nil {
		var err error
		if rep, err = batch.LoadReport(r.Dir, r.Response.Answer); err != nil {
			return nil, err
		}
	}
	if rep.Answer == "" {
		rep.Answer = r.Response.Answer
	}
	return rep, nil
}

// formatted prints one result with checks/printer.
func (p *gradePrinter) formatted(r *batch.Result) error {
	rep, err := p.report(r)
	if err != nil {
		return err
	}
	if p.printed > 0 && (p.bf.format == "text" || p.bf.format == "md" || p.bf.format == "markdown") {
		if _, err := io.WriteString(p.g.stdout, "\n"); err != nil {
			return err
		}
	}
	opt := p.textOptions()
	if p.bf.format != "text" {
		opt.Color = false
	}
	return printer.Write(p.g.stdout, p.bf.format, r.Scores, rep, opt)
}

// textOptions are the printer options of this run: --show-denied, the
// Vault's text, and for a terminal its width and colours.
func (p *gradePrinter) textOptions() printer.Options {
	return printer.Options{ShowDenied: p.bf.show, Texts: p.in.texts, Width: terminalWidth(p.g.stdout), Color: useColor(p.g.stdout)}
}

// jsonItem streams --format json (and --json) output: for one response
// the scores.json object with report.json under "report" (the service's
// reply), for several a JSON array of them, written element by element so
// nothing accumulates.
func (p *gradePrinter) jsonItem(r *batch.Result) error {
	rep, err := p.report(r)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := printer.WriteJSON(&buf, r.Scores, rep, printer.Options{ShowDenied: p.bf.show, Texts: p.in.texts}); err != nil {
		return err
	}
	if p.single {
		_, err = p.g.stdout.Write(buf.Bytes())
		return err
	}
	lead := ",\n  "
	if p.printed == 0 {
		lead = "[\n  "
	}
	body := strings.ReplaceAll(strings.TrimSuffix(buf.String(), "\n"), "\n", "\n  ")
	_, err = io.WriteString(p.g.stdout, lead+body)
	return err
}

// responsePage writes one response's report.html beside its scores.json
// (--report-html), as citecheck report would draw it from the folder:
// from report.json's contents, without the Vault.
func (p *gradePrinter) responsePage(r *batch.Result) error {
	rep, err := p.report(r)
	if err != nil {
		return err
	}
	p.pages = append(p.pages, r.Dir)
	return writeReportHTML(filepath.Join(r.Dir, "report.html"), r.Scores, rep, printer.Options{ShowDenied: p.bf.show})
}

// writeRunPage writes --report-html FILE: the page of the responses this
// run graded or resumed (not whatever else the --out folder holds).
func (p *gradePrinter) writeRunPage(out string) error {
	run, err := runs.LoadDirs(filepath.Join(out, "results"), p.pages)
	if err != nil {
		return err
	}
	if err := writeRunPage(p.bf.reportHTML, run, "citecheck grade: "+p.in.grader.Case().ID); err != nil {
		return err
	}
	fmt.Fprintf(p.g.stderr, "citecheck: wrote the run's page to %s (and report.html beside each of its %d scores.json)\n", p.bf.reportHTML, len(p.pages))
	return nil
}

// finish closes the --json array.
func (p *gradePrinter) finish() error {
	if p.writeErr != nil {
		return p.writeErr
	}
	if p.bf.format == "json" && !p.single {
		end := "\n]\n"
		if p.printed == 0 {
			end = "[]\n"
		}
		_, err := io.WriteString(p.g.stdout, end)
		return err
	}
	return nil
}

// clearProgress blanks the progress line before other output on a
// terminal shares its line.
func (p *gradePrinter) clearProgress() {
	if p.progress != nil && isTerminal(p.g.stdout) {
		p.progress.Clear()
	}
}

// isTerminal reports whether w is a terminal (a character device), so a
// progress line is drawn only where someone watches it.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
