package mdtext

import (
	"reflect"
	"strings"
	"sync"
	"testing"
)

// TestReadScratchReuse reads Markdown answers of different sizes in turn
// and on several goroutines, so that each reading gets scratch another
// one used: every Text must equal the answer's first reading.
func TestReadScratchReuse(t *testing.T) {
	answers := []string{
		"# Heading\n\nSee [the note](vault://VLT-0001#c3) and *Bremen*.\n\n- one\n- two \u201cquoted\u201d\n",
		strings.Repeat("A paragraph with **bold** and a [link](https://example.com).\n\n", 200),
		"> quoted 571 U.S. 49\n\n1. first\n2. second[^1]\n\n[^1]: See 407 U.S. 1.\n",
		"x",
	}
	want := make([]*Text, len(answers))
	for i, a := range answers {
		want[i] = Read(a, DefaultLimits())
	}
	for round := 0; round < 3; round++ {
		for i := len(answers) - 1; i >= 0; i-- {
			if got := Read(answers[i], DefaultLimits()); !reflect.DeepEqual(got, want[i]) {
				t.Fatalf("round %d: reading %d differs after the scratch was reused", round, i)
			}
		}
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 20; k++ {
				i := (g + k) % len(answers)
				if got := Read(answers[i], DefaultLimits()); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("goroutine %d: reading %d differs", g, i)
					return
				}
			}
		}(g)
	}
	wg.Wait()
}

// TestScratchReleaseClears checks that released scratch holds nothing of
// the answer: its bytes and leaves are zeroed, and a large one is not
// kept.
func TestScratchReleaseClears(t *testing.T) {
	sc := &scratch{src: []byte("secret answer text"), leaves: []leaf{{pos: 3}, {pos: 9}}}
	src, leaves := sc.src, sc.leaves
	sc.release()
	for i, c := range src {
		if c != 0 {
			t.Fatalf("byte %d of the released copy is %q, want 0", i, c)
		}
	}
	for i, l := range leaves {
		if l != (leaf{}) {
			t.Fatalf("leaf %d of the released scratch is %+v, want zero", i, l)
		}
	}
	if len(sc.src) != 0 || len(sc.leaves) != 0 {
		t.Fatalf("released scratch has lengths %d, %d, want 0", len(sc.src), len(sc.leaves))
	}
}
