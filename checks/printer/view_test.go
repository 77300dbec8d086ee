package printer

import (
	"strings"
	"testing"
)

// TestView checks the model the Markdown and HTML reports share: each
// citation's status from its findings, every citation judgement placed
// under its proposition, answer-level ones apart, and the answer cut into
// segments that rebuild it exactly.
func TestView(t *testing.T) {
	s, r, texts := sample()
	v := newView(s, r, Options{Texts: texts})
	want := []string{statusPass, statusFail, statusWarn, statusFail}
	for i, c := range v.Cites {
		if c.Status != want[i] {
			t.Errorf("citation %d status %s, want %s", c.N, c.Status, want[i])
		}
	}
	placed := 0
	for _, p := range v.Props {
		for _, j := range p.Judged {
			placed++
			if !strings.HasPrefix(j.Unit, "P"+string(rune('0'+p.N))+"/") {
				t.Errorf("unit %s placed under P%d", j.Unit, p.N)
			}
		}
	}
	if placed != 3 || len(v.AnswerJudged) != 1 {
		t.Errorf("%d citation judgements placed, %d answer-level; want 3 and 1", placed, len(v.AnswerJudged))
	}
	var b strings.Builder
	cites := 0
	for _, sg := range v.Segments {
		b.WriteString(sg.Text)
		if sg.Cite > 0 {
			cites++
			if c := v.Cites[sg.Cite-1]; c.Text != sg.Text {
				t.Errorf("segment %q highlights citation %q", sg.Text, c.Text)
			}
		}
	}
	if b.String() != r.Answer || cites != len(r.Citations) {
		t.Errorf("segments rebuild %q with %d citations", b.String(), cites)
	}
}

// TestSegmentsBadSpans: spans out of range, inside a UTF-8 sequence or
// overlapping are not highlighted, and the text is still all there.
func TestSegmentsBadSpans(t *testing.T) {
	s, r, texts := sample()
	r.Answer = "é " + r.Answer                      // 3 bytes in front: the spans no longer line up, and 1-5 cuts "é"
	r.Citations[1].Start, r.Citations[1].End = 1, 5 // inside "é"
	r.Citations[2].Start, r.Citations[2].End = r.Citations[0].Start, r.Citations[0].End+2
	r.Citations[3].End = len(r.Answer) + 10
	v := newView(s, r, Options{Texts: texts})
	var b strings.Builder
	n := 0
	for _, sg := range v.Segments {
		b.WriteString(sg.Text)
		if sg.Cite > 0 {
			n++
		}
	}
	if b.String() != r.Answer || n != 1 {
		t.Errorf("rebuilt %q with %d highlighted, want the answer with 1", b.String(), n)
	}
}
