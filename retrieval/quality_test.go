package retrieval

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// fixtureVault is the forum-selection fixture Vault the quality test and
// the CLI golden tests search.
var fixtureVault = filepath.Join("..", "fixtures", "forum-selection", "vault")

// questionSet is testdata/questions.json: questions over the fixture Vault
// with the chunks that answer them, labelled by hand.
type questionSet struct {
	User      string `json:"user"`
	AskedAt   string `json:"asked_at"`
	Questions []struct {
		ID       string   `json:"id"`
		Question string   `json:"question"`
		Relevant []string `json:"relevant"`
	} `json:"questions"`
}

// quality is the ranking quality of Search over a labelled question set.
type quality struct {
	n                 int
	recall5, recall20 float64
	mrr               float64
	perQuestion       []string
}

// measure runs every question through Search (k=20) and computes the
// mean recall@5, recall@20 and mean reciprocal rank of the first relevant
// chunk. Every label must name a chunk the asking user can read, so a
// stale label fails loudly instead of quietly lowering the figures.
func measure(t testing.TB, r vault.Reader, qs questionSet) quality {
	at, err := vault.ParseTime(qs.AskedAt)
	if err != nil {
		t.Fatal(err)
	}
	var q quality
	for _, item := range qs.Questions {
		for _, id := range item.Relevant {
			c, ok := r.Chunk(id)
			if !ok {
				t.Fatalf("%s: labelled chunk %s does not exist in the fixture Vault", item.ID, id)
			}
			if !r.Access(qs.User, at, c.Doc).Allowed {
				t.Fatalf("%s: labelled chunk %s is not readable by %s", item.ID, id, qs.User)
			}
		}
		got, err := Search(context.Background(), r, Query{Text: item.Question, User: qs.User, At: at, K: 20})
		if err != nil {
			t.Fatalf("%s: %v", item.ID, err)
		}
		rel := map[string]bool{}
		for _, id := range item.Relevant {
			rel[id] = true
		}
		first, in5, in20 := 0, 0, 0
		for _, e := range got {
			if !rel[e.ChunkID] {
				continue
			}
			if first == 0 {
				first = e.Rank
			}
			if e.Rank <= 5 {
				in5++
			}
			in20++
		}
		r5 := float64(in5) / float64(len(rel))
		r20 := float64(in20) / float64(len(rel))
		q.recall5 += r5
		q.recall20 += r20
		if first > 0 {
			q.mrr += 1 / float64(first)
		}
		q.perQuestion = append(q.perQuestion, fmt.Sprintf("%s first-relevant-rank=%d recall@5=%.2f recall@20=%.2f", item.ID, first, r5, r20))
	}
	q.n = len(qs.Questions)
	q.recall5 /= float64(q.n)
	q.recall20 /= float64(q.n)
	q.mrr /= float64(q.n)
	return q
}

func loadQuestions(t testing.TB) questionSet {
	b, err := os.ReadFile(filepath.Join("testdata", "questions.json"))
	if err != nil {
		t.Fatal(err)
	}
	var qs questionSet
	if err := json.Unmarshal(b, &qs); err != nil {
		t.Fatalf("testdata/questions.json: %v", err)
	}
	if len(qs.Questions) < 25 {
		t.Fatalf("testdata/questions.json has %d questions, want at least 25", len(qs.Questions))
	}
	return qs
}

// openFixture builds the fixture Vault in memory.
func openFixture(t testing.TB) *vault.Index {
	src, err := vault.LoadSource(fixtureVault)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

// TestRetrievalQuality keeps recall@5, recall@20 and MRR over the labelled
// questions from changing silently: any change, up or down, shows in the
// golden file's diff and must be accepted with -update (and recorded in
// BENCHMARKS.md).
func TestRetrievalQuality(t *testing.T) {
	q := measure(t, openFixture(t), loadQuestions(t))
	var b strings.Builder
	fmt.Fprintf(&b, "questions=%d k=20\nrecall@5=%.4f\nrecall@20=%.4f\nMRR=%.4f\n\n", q.n, q.recall5, q.recall20, q.mrr)
	for _, l := range q.perQuestion {
		b.WriteString(l + "\n")
	}
	golden(t, "quality.golden", []byte(b.String()))
}
