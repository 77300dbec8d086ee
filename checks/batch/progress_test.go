package batch

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

func TestProgressLine(t *testing.T) {
	var b strings.Builder
	p := NewProgress(&b, 4)
	now := p.start
	p.now = func() time.Time { return now }
	pass := &report.Scores{AllPass: true}
	fail := &report.Scores{}
	now = now.Add(time.Second)
	p.Add(&Result{Scores: pass})
	now = now.Add(100 * time.Millisecond) // within the redraw interval: not drawn
	p.Add(&Result{Scores: fail, Resumed: true})
	p.Clear()
	now = now.Add(100 * time.Millisecond)
	p.Add(&Result{Err: errTest}) // cleared: drawn at once
	now = now.Add(800 * time.Millisecond)
	p.Add(&Result{Scores: pass}) // the last one is always drawn
	p.Finish()
	want := "\r\x1b[2Kgrading 1/4 (25%)  all-pass 1  failed 0  infra 0  resumed 0  1.0/s  ETA 3s" +
		"\r\x1b[2K" +
		"\r\x1b[2Kgrading 3/4 (75%)  all-pass 1  failed 1  infra 1  resumed 1  1.7/s  ETA 1s" +
		"\r\x1b[2Kgrading 4/4 (100%)  all-pass 2  failed 1  infra 1  resumed 1  1.5/s" +
		"\r\x1b[2K"
	if b.String() != want {
		t.Fatalf("progress output\n%q\nwant\n%q", b.String(), want)
	}
}

var errTest = &rubric.InfraError{Op: "test", Err: errors.ErrUnsupported}
