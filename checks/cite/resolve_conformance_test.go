package cite

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestResolveSequences runs eyecite's short-form resolution sequences:
// each piece of text holds one citation, and the expected resource says
// which full citation it refers to (null: unresolved). Pieces are joined
// with a space, as eyecite's tests do.
func TestResolveSequences(t *testing.T) {
	data, err := os.ReadFile(sharedData(t, "eyecite/eyecite_resolve_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Sequences []struct {
			Test     string `json:"test"`
			Sequence []struct {
				Resource *int   `json:"resource"`
				Text     string `json:"text"`
			} `json:"sequence"`
		} `json:"sequences"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	e, err := NewExtractor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	passed := 0
	for n, seq := range doc.Sequences {
		var b strings.Builder
		starts := make([]int, len(seq.Sequence))
		for i, p := range seq.Sequence {
			if i > 0 {
				b.WriteByte(' ')
			}
			starts[i] = b.Len()
			b.WriteString(p.Text)
		}
		text := b.String()
		a := e.Extract(text)
		// the resource of each citation: full citations of the same case
		// share one; short forms take their antecedent's
		resourceOf := map[int]int{}
		keys := map[string]int{}
		next := 0
		for _, c := range a.Citations {
			switch {
			case c.Antecedent >= 0:
				resourceOf[c.Index] = resourceOf[c.Antecedent]
			case c.Kind == KindID || c.Kind == KindShort || c.Kind == KindSupra:
				resourceOf[c.Index] = -1
			default:
				k := c.Volume + "|" + c.Reporter + "|" + c.Page + "|" + c.Section
				if c.Page == "" && c.Section == "" {
					k = "own" + string(rune(c.Index))
				}
				if r, ok := keys[k]; ok {
					resourceOf[c.Index] = r
				} else {
					keys[k] = next
					resourceOf[c.Index] = next
					next++
				}
			}
		}
		ok := true
		for i, p := range seq.Sequence {
			end := len(text)
			if i+1 < len(starts) {
				end = starts[i+1]
			}
			var in []Citation
			for _, c := range a.Citations {
				if c.Start >= starts[i] && c.Start < end {
					in = append(in, c)
				}
			}
			want := -1
			if p.Resource != nil {
				want = *p.Resource
			}
			if len(in) == 0 {
				if want >= 0 {
					t.Errorf("sequence %d (%s) piece %q: no citation found, want resource %d", n, seq.Test, p.Text, want)
					ok = false
				}
				continue
			}
			if got := resourceOf[in[0].Index]; got != want {
				t.Errorf("sequence %d (%s) piece %q: resource %d, want %d", n, seq.Test, p.Text, got, want)
				ok = false
			}
		}
		if ok {
			passed++
		}
	}
	t.Logf("eyecite resolution sequences: %d/%d fully right", passed, len(doc.Sequences))
}
