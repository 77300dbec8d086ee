package cite

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
)

// TestCandArenaReuse: candidates come from arenas that later extractions
// reuse, so no answer may see another's candidates. The fixture answers
// extracted one after another, again in reverse, and again on eight
// goroutines at once (go test -race covers the sharing), all read the
// same; an answer of thousands of candidates reads the same twice and
// leaves a bounded arena in the pool.
func TestCandArenaReuse(t *testing.T) {
	e := mustExtractor(t, fixtureOptions(t))
	answers := fixtureAnswers(t)
	answers = append(answers, strings.Repeat("See 407 U.S. 1, 10 (1972); Id. at 12; [VLT-0001, p. 3]. ", 600))
	encode := func(a *Answer) string {
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	want := make([]string, len(answers))
	for i, s := range answers {
		want[i] = encode(e.Extract(s))
	}
	for i := len(answers) - 1; i >= 0; i-- {
		if got := encode(e.Extract(answers[i])); got != want[i] {
			t.Fatalf("answer %d reads differently after other extractions", i)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan int, 8*len(answers))
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := range answers {
				i := (k + g) % len(answers)
				if got := encode(e.Extract(answers[i])); got != want[i] {
					errs <- i
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for i := range errs {
		t.Errorf("answer %d reads differently when extracted concurrently", i)
	}
	a := getArena()
	if len(a.chunks) > maxPooledChunks || a.used != 0 {
		t.Errorf("a pooled arena holds %d chunks, %d in use", len(a.chunks), a.used)
	}
	for _, ch := range a.chunks {
		for k := range ch {
			if ch[k].Text != "" || ch[k].refTo != nil || ch[k].End != 0 {
				t.Fatal("a pooled arena still holds a candidate of an earlier answer")
			}
		}
	}
	arenas.Put(a)
}
