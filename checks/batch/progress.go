package batch

import (
	"fmt"
	"io"
	"time"
)

// Progress draws a one-line progress display (for a terminal: the caller
// decides whether its writer is one) that redraws itself in place with a
// carriage return. Redraws are throttled so a fast batch does not spend
// its time writing to the terminal.
type Progress struct {
	w     io.Writer
	total int
	now   func() time.Time
	every time.Duration
	start time.Time
	last  time.Time
	drawn bool

	done, pass, fail, infra, resumed int
}

// NewProgress starts a progress line for total responses on w.
func NewProgress(w io.Writer, total int) *Progress {
	p := &Progress{w: w, total: total, now: time.Now, every: 200 * time.Millisecond}
	p.start = p.now()
	return p
}

// Add counts one finished response and redraws when due (always for the
// last one).
func (p *Progress) Add(r *Result) {
	p.done++
	if r.Resumed {
		p.resumed++
	}
	switch {
	case r.Err != nil || (r.Scores != nil && r.Scores.Infra()):
		p.infra++
	case r.Scores.AllPass:
		p.pass++
	default:
		p.fail++
	}
	t := p.now()
	if p.drawn && t.Sub(p.last) < p.every && p.done != p.total {
		return
	}
	p.last, p.drawn = t, true
	fmt.Fprintf(p.w, "\r\x1b[2K%s", p.line(t))
}

// Clear blanks the progress line so other output can use the terminal
// line; the next Add draws it again.
func (p *Progress) Clear() {
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[2K")
		p.drawn = false
	}
}

// Finish clears the progress line so the summary starts on a clean line.
func (p *Progress) Finish() { p.Clear() }

// line renders the current state at time t.
func (p *Progress) line(t time.Time) string {
	pct := 100.0
	if p.total > 0 {
		pct = 100 * float64(p.done) / float64(p.total)
	}
	s := fmt.Sprintf("grading %d/%d (%.0f%%)  all-pass %d  failed %d  infra %d  resumed %d",
		p.done, p.total, pct, p.pass, p.fail, p.infra, p.resumed)
	graded := p.done - p.resumed
	el := t.Sub(p.start).Seconds()
	if graded > 0 && el > 0 {
		rate := float64(graded) / el
		s += fmt.Sprintf("  %.1f/s", rate)
		if left := p.total - p.done; left > 0 {
			s += "  ETA " + time.Duration(float64(left)/rate*float64(time.Second)).Round(time.Second).String()
		}
	}
	return s
}
