package main

import (
	"bytes"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/citecheck/citecheck/checks/batch"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
)

// writeResponseReports writes each response's own HTML report,
// report.html, beside its scores.json, drawn from its report.json alone
// (the answer, the cited passages and the findings it stores), withheld
// text staying withheld unless show. Each file is written atomically,
// reportWriters() at a time. The first error stops nothing already
// written and is returned.
func writeResponseReports(run *runs.Run, show bool) error {
	jobs := make(chan *runs.Response)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	for range reportWriters() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for resp := range jobs {
				if err := writeResponseReport(resp, show); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
			}
		}()
	}
	for _, resp := range run.Responses {
		jobs <- resp
	}
	close(jobs)
	wg.Wait()
	return first
}

// reportWriters is how many report.html files are drawn and written at
// once: four per core. Drawing is CPU, but each file is synced before its
// rename and a sync mostly waits on the disk: with one writer per core
// the cores sat idle through 10,000 syncs, while syncs that wait together
// share one journal commit.
func reportWriters() int { return 4 * runtime.GOMAXPROCS(0) }

// writeResponseReport writes one response's report.html from its folder.
func writeResponseReport(resp *runs.Response, show bool) error {
	rep, err := batch.LoadReport(resp.Dir, "")
	if err != nil {
		return err
	}
	return writeReportHTML(filepath.Join(resp.Dir, "report.html"), resp.Scores, rep, printer.Options{ShowDenied: show})
}

// writeReportHTML writes one response's HTML report to path atomically.
func writeReportHTML(path string, s *report.Scores, r *report.Report, opt printer.Options) error {
	var b bytes.Buffer
	if err := printer.WriteHTML(&b, s, r, opt); err != nil {
		return err
	}
	return report.WriteFileAtomic(path, b.Bytes())
}

// writeRunPage writes the run page of run to path atomically, its links
// relative to the page's folder.
func writeRunPage(path string, run *runs.Run, title string) error {
	var b bytes.Buffer
	if err := printer.WriteRunHTML(&b, run, printer.RunPageOptions{Title: title, LinkBase: filepath.Dir(path)}); err != nil {
		return err
	}
	return report.WriteFileAtomic(path, b.Bytes())
}
