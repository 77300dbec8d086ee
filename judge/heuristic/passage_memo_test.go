package heuristic

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// passageUnits are citation units over the fixture Vaults' documents:
// each paragraph an excerpt, its neighbours the context, the next one
// but one the adjacent chunk, cited for sentences of its own, of its
// context and of other documents, so that every passage is read by
// several units and many propositions are read against several
// passages.
func passageUnits(t *testing.T, maxUnits int) []judge.Unit {
	t.Helper()
	var docs [][]string
	root := filepath.Join("..", "..", "fixtures")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".md" || !strings.Contains(path, string(filepath.Separator)+"vault"+string(filepath.Separator)) {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var paras []string
		for _, p := range strings.Split(string(b), "\n\n") {
			if p = strings.TrimSpace(p); len(p) > 40 && !strings.HasPrefix(p, "#") {
				paras = append(paras, p)
			}
		}
		if len(paras) >= 3 {
			docs = append(docs, paras)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) < 10 {
		t.Fatalf("only %d fixture documents", len(docs))
	}
	var units []judge.Unit
	for d, paras := range docs {
		other := docs[(d+1)%len(docs)]
		for i := 1; i+1 < len(paras) && len(units) < maxUnits; i++ {
			u := judge.Unit{Kind: judge.UnitCitation, Citation: "Doe v. Roe, 1 F.4th 1",
				Source: "Doe v. Roe | doc | chunk", Before: paras[i-1], Excerpt: paras[i], After: paras[i+1]}
			if i+2 < len(paras) {
				u.Adjacent = paras[i+2]
			}
			var props []string
			for _, text := range []string{paras[i], paras[i-1], other[i%len(other)]} {
				if ss := splitSentences(text); len(ss) > 0 {
					props = append(props, ss[0], ss[len(ss)-1])
				}
			}
			for k, prop := range props {
				v := u
				v.ID = "P" + string(rune('a'+k%26))
				v.Proposition = prop + " Doe v. Roe, 1 F.4th 1."
				if k%2 == 1 {
					v.SameDocRetrieved = paras[0] // the same texts, more of the document retrieved
				}
				units = append(units, v)
			}
		}
	}
	return units
}

// TestPassageMemoReadsAsAfresh: every unit's passage, read through one
// judge's memo after other units read the same texts, is the passage
// built with no memo, and the unit's verdict through the memo is the
// verdict of a judge that remembers nothing; the memo was hit.
func TestPassageMemoReadsAsAfresh(t *testing.T) {
	units := passageUnits(t, 1500)
	op := DefaultOperatingPoint
	tm := newTextMemo()
	for round := 0; round < 2; round++ {
		for i := range units {
			u := &units[i]
			if got, want := tm.passage(u), buildPassage(u, nil); !samePassage(got, want) {
				t.Fatalf("round %d: the passage of unit %d reads otherwise through the memo", round, i)
			}
			if round == 1 && i%4 != 0 {
				continue // every unit once, a quarter again with the memo full
			}
			got, want := citationVerdictFresh(u, tm, &op), citationVerdictFresh(u, nil, &op)
			if !reflect.DeepEqual(got.a, want.a) {
				t.Fatalf("round %d: unit %d (%q) is judged otherwise through the memo:\n%+v\nafresh:\n%+v", round, i, clip(u.Proposition, 120), got.a, want.a)
			}
		}
	}
	if len(tm.pm) == 0 || len(tm.pm) >= len(units) {
		t.Fatalf("the memo holds %d passages for %d units: no passage was shared", len(tm.pm), len(units))
	}
}

// TestPassageMemoBounded: past its byte bound the memo keeps no more
// passages, and those it turns away are built as before.
func TestPassageMemoBounded(t *testing.T) {
	tm := newTextMemo()
	tm.pmBytes = maxFieldBytes - 10
	u := judge.Unit{Kind: judge.UnitCitation, Excerpt: "The clause was enforced as written by the court.", Before: "It was signed."}
	p := tm.passage(&u)
	if len(tm.pm) != 0 {
		t.Fatal("a passage was kept past the byte bound")
	}
	if !samePassage(p, buildPassage(&u, nil)) {
		t.Fatal("a passage turned away reads otherwise")
	}
	tm.pmBytes = 0
	if tm.passage(&u); len(tm.pm) != 1 || tm.pmBytes != len(u.Excerpt)+len(u.Before) {
		t.Fatalf("the memo holds %d passages, %d bytes", len(tm.pm), tm.pmBytes)
	}
}

// samePassage reports whether a and b read the same texts to the same
// sentences and keys, and give the same separate-opinion sentences.
func samePassage(a, b *passage) bool {
	return reflect.DeepEqual(a.sents, b.sents) && reflect.DeepEqual(a.where, b.where) && reflect.DeepEqual(a.retrieved, b.retrieved) &&
		a.excerpt == b.excerpt && reflect.DeepEqual(a.separateSentences(a.excerpt), separateSentences(b.excerpt))
}

// TestPassageSeparateSentences: a passage's separate-opinion sentences
// are separateSentences of the text asked about, its own excerpt (read
// once) or another, on every fixture text with a separate opinion.
func TestPassageSeparateSentences(t *testing.T) {
	seen, kinds := 0, 0
	texts := append(fixtureFiles(t), "The clause is enforced.\n\nOkafor, Circuit Judge, dissenting.\n\nThe clause should not be enforced. I would reverse.",
		"## Dissent\n\nThe majority errs. The covenant is void.\n\n## Conclusion\n\nAffirmed.")
	for _, file := range texts {
		want := separateSentences(file)
		if len(want) > 0 {
			seen++
		}
		u := judge.Unit{Kind: judge.UnitCitation, Excerpt: file}
		p := buildPassage(&u, nil)
		for round := 0; round < 2; round++ {
			if got := p.separateSentences(file); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: the passage's separate sentences differ from separateSentences", round)
			}
		}
		// separateKind reads the same map by the sentence's low.
		for i := range p.sents {
			got, w := p.separateKind(file, i), want[normText(p.sents[i].text)]
			if got != w {
				t.Fatalf("separateKind(%q) = %q, separateSentences %q", p.sents[i].text, got, w)
			}
			if w != "" {
				kinds++
			}
		}
		other := "Okafor, Circuit Judge, dissenting. The clause should not be enforced."
		if got := p.separateSentences(other); !reflect.DeepEqual(got, separateSentences(other)) {
			t.Fatal("a passage answered for a text other than its excerpt with its own")
		}
	}
	if seen < 2 || kinds < 2 {
		t.Fatalf("%d texts have a separate opinion, %d sentences stand in one: the test shows nothing", seen, kinds)
	}
}
