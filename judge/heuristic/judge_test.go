package heuristic

import (
	"context"
	"errors"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// BenchmarkHeuristicCitation measures the offline judge on one citation
// unit. The judge remembers what it assessed, so the "fresh" figure (a
// new judge per iteration, made outside the timer) is the real work and
// the "cached" one (one judge, the same unit again) is a memo hit.
func BenchmarkHeuristicCitation(b *testing.B) {
	u := bremenCitation()
	ctx := context.Background()
	b.Run("fresh", func(b *testing.B) {
		// The judges are made before the clock starts, not with
		// StopTimer/StartTimer around each (each pair stops the world to
		// read memory statistics, which doubled the figure); each is dropped after its unit, so
		// the live heap does not grow with b.N.
		judges := make([]judge.Judge, b.N)
		for i := range judges {
			judges[i] = New()
		}
		b.ResetTimer()
		c0 := processCPU()
		for i := 0; i < b.N; i++ {
			if _, err := judges[i].Assess(ctx, u); err != nil {
				b.Fatal(err)
			}
			judges[i] = nil // what it remembered is garbage now, as a fresh judge's would be
		}
		// The process's CPU time (GC included) per unit: on a shared
		// machine it moves far less with the load than ns/op does.
		b.ReportMetric(float64((processCPU()-c0).Nanoseconds())/1000/float64(b.N), "cpu-us/op")
	})
	b.Run("cached", func(b *testing.B) {
		j := New()
		if _, err := j.Assess(ctx, u); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := j.Assess(ctx, u); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func TestEveryJudgeHasAnIdentity(t *testing.T) {
	h := New()
	if _, ok := h.(judge.Identifier); !ok {
		t.Fatal("the heuristic judge does not implement Identifier")
	}
	if id := judge.IdentityOf(judge.Memo(h)); id.Kind != judge.KindHeuristic || id.PromptVersion != Version {
		t.Fatalf("wrappers lost the identity: %+v", id)
	}
}

func TestHeuristicVersionShape(t *testing.T) {
	if len(Version) != len("heuristic-")+12 {
		t.Errorf("version %q", Version)
	}
}

// bremenCitation is a citation unit whose excerpt supports its proposition.
func bremenCitation() judge.Unit {
	return judge.Unit{
		Kind:        judge.UnitCitation,
		ID:          "P1/C1",
		Proposition: `Forum-selection clauses are "prima facie valid" and should be enforced unless shown unreasonable.`,
		Citation:    "Bremen, 407 U.S. at 10",
		Source:      "M/S Bremen v. Zapata Off-Shore Co. (VLT-0001)",
		Excerpt:     "We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances.",
		Before:      "The Court of Appeals affirmed the denial of the motion to dismiss. The towage contract named the London Court of Justice.",
		After:       "Such a clause could be shown unreasonable where it was the product of fraud or overreaching.",
	}
}

// kindOf is the ErrorKind of err ("" when err is no *judge.Error).
func kindOf(err error) judge.ErrorKind {
	var e *judge.Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return ""
}
