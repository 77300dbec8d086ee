package judge

import (
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnchoredRulesAsWas: the scan that reads the byte after an
// anchor's first before comparing anchors (and a word's inside before
// the table) gives the very bits the former scan gave, on every
// fixture file's text, line by line and whole, and on rule-shaped
// texts with their edges bent.
func TestAnchoredRulesAsWas(t *testing.T) {
	var texts []string
	err := filepath.WalkDir(filepath.Join("..", "fixtures"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".json", ".md", ".txt":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			texts = append(texts, string(b))
			texts = append(texts, strings.Split(string(b), "\n")...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(31))
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.Intn(5) {
			if rng.Intn(3) > 0 {
				b.WriteString(mutateASCII(rng, injectionTemplates[rng.Intn(len(injectionTemplates))]))
			} else {
				b.WriteString(injectionPieces[rng.Intn(len(injectionPieces))])
			}
			b.WriteString(scanEdges[rng.Intn(len(scanEdges))])
		}
		texts = append(texts, b.String())
	}
	// Every anchor alone, cut short and at the text's end.
	for _, groups := range injectionAnchors {
		for _, g := range groups {
			for _, a := range g {
				texts = append(texts, a.word, a.word[:1], " "+a.word+" ", strings.ToUpper(a.word)+":", "s"+a.word)
			}
		}
	}
	set := 0
	for _, s := range texts {
		clean, _, _ := stripInvisible(s)
		got, want := anchoredRules(clean), anchoredRulesAsWas(clean)
		if got != want {
			t.Fatalf("anchoredRules(%.200q) = %b, as it was %b", clean, got, want)
		}
		if got != 0 {
			set++
		}
	}
	if set < len(texts)/4 {
		t.Fatalf("only %d of %d texts set a bit; the comparison is too weak", set, len(texts))
	}
}

// anchoredRulesAsWas is anchoredRules before the second-byte sets.
func anchoredRulesAsWas(clean string) uint64 {
	var have uint64
	for i := 0; i < len(clean); i++ {
		c := lowerASCII(clean[i])
		refs := anchorsByFirst[c]
		if len(refs) == 0 {
			continue
		}
		var prev byte = ' '
		if i > 0 {
			prev = clean[i-1]
		}
		if isASCIILetter(prev) && prev != 's' && prev != 'S' {
			continue
		}
		for _, ref := range refs {
			if have&ref.bit != 0 || !hasFoldedPrefix(clean[i:], ref.word) || !leadHolds(ref.lead, prev) {
				continue
			}
			if trailHolds(ref.trail, clean[i+len(ref.word):]) {
				have |= ref.bit
			}
		}
	}
	return have
}
