package retrieval

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// propWords is the vocabulary of generated documents: few enough words
// that most queries match many chunks of readable and unreadable
// documents alike.
var propWords = strings.Fields(`forum clause venue transfer court contract enforce waiver
	policy public statute remand vacate dismiss franchise consumer ticket cruise tow rig
	london delaware idaho texas virginia california permissive mandatory exclusive
	jurisdiction federal state admiralty diversity fairness fraud overreaching notice`)

// randomTime is a time in 2024-2027, or now and then at the ends of the
// range the Vault folder format requires (FORMATS.md) (years 0001 and 9999).
func randomTime(rng *rand.Rand) time.Time {
	switch rng.Intn(20) {
	case 0:
		return time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Intn(1000)) * time.Hour)
	case 1:
		return time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC).Add(-time.Duration(rng.Intn(1000)) * time.Hour)
	}
	return time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Intn(4*365*24)) * time.Hour)
}

// randomWindow is a half-open window with each bound open a third of the
// time.
func randomWindow(rng *rand.Rand) (time.Time, time.Time) {
	var from, until time.Time
	if rng.Intn(3) > 0 {
		from = randomTime(rng)
	}
	if rng.Intn(3) > 0 {
		until = randomTime(rng)
		if !from.IsZero() && until.Before(from) {
			from, until = until, from
		}
	}
	return from, until
}

// generatedSource is a random Vault: docs documents of random words,
// users with random group memberships, and random allow and deny grants
// to users, groups and everyone, all with random windows.
func generatedSource(rng *rand.Rand, docs, users, groups int) *vault.Source {
	src := &vault.Source{Manifest: vault.Manifest{Name: "generated", ChunkTokens: 64}}
	for i := 1; i <= docs; i++ {
		var b strings.Builder
		for p := 0; p < 1+rng.Intn(4); p++ {
			for w := 0; w < 20+rng.Intn(40); w++ {
				b.WriteString(propWords[rng.Intn(len(propWords))] + " ")
			}
			b.WriteString("\n\n")
		}
		src.Documents = append(src.Documents, &vault.Document{ID: fmt.Sprintf("D-%03d", i), Title: fmt.Sprintf("Document %d", i), Text: b.String()})
	}
	for u := 1; u <= users; u++ {
		p := &vault.Principal{User: fmt.Sprintf("u%d", u)}
		for g := 0; g < rng.Intn(4); g++ {
			from, until := randomWindow(rng)
			p.Groups = append(p.Groups, vault.Membership{Group: fmt.Sprintf("g%d", 1+rng.Intn(groups)), From: from, Until: until})
		}
		src.Principals = append(src.Principals, p)
	}
	line := 0
	for _, d := range src.Documents {
		for n := 0; n < rng.Intn(4); n++ {
			line++
			g := &vault.Grant{Doc: d.ID, Effect: vault.Allow, Line: line}
			switch rng.Intn(4) {
			case 0:
				g.Principal = "*"
			case 1:
				g.Principal = fmt.Sprintf("user:u%d", 1+rng.Intn(users))
			default:
				g.Principal = fmt.Sprintf("group:g%d", 1+rng.Intn(groups))
			}
			if rng.Intn(5) == 0 {
				g.Effect = vault.Deny
			}
			g.From, g.Until = randomWindow(rng)
			src.Grants = append(src.Grants, g)
		}
	}
	return src
}

// inWindow is FORMATS.md's half-open window test, written out again here so
// the property does not rest on the code it checks.
func inWindow(at, from, until time.Time) bool {
	return (from.IsZero() || !at.Before(from)) && (until.IsZero() || at.Before(until))
}

// oracleAllowed decides access straight from the rules of FORMATS.md: the Vault folder: a grant applies
// when its window holds at and its principal is "*", the user, or a group
// the user belongs to at that time; an applicable deny wins; no
// applicable allow means no access.
func oracleAllowed(src *vault.Source, user string, at time.Time, doc string) bool {
	member := map[string]bool{}
	for _, p := range src.Principals {
		if p.User != user {
			continue
		}
		for _, m := range p.Groups {
			if inWindow(at, m.From, m.Until) {
				member[m.Group] = true
			}
		}
	}
	allow := false
	for _, g := range src.Grants {
		if g.Doc != doc || !inWindow(at, g.From, g.Until) {
			continue
		}
		applies := g.Principal == "*" || g.Principal == "user:"+user ||
			(strings.HasPrefix(g.Principal, "group:") && member[strings.TrimPrefix(g.Principal, "group:")])
		if !applies {
			continue
		}
		if g.Effect == vault.Deny {
			return false
		}
		allow = true
	}
	return allow
}

// TestSearchNeverLeaksAndKeepsK is the retrieval property of issue 4 over
// random Vaults: Search never returns a chunk of a document the user may
// not read at that time (by Access and by an independent reading of the
// FORMATS.md rules), and it returns exactly min(k, readable matches) results:
// the ACL filter is inside the query, never applied to a truncated list.
// It also checks that filtering does not reorder: the results are the
// readable matches of an unfiltered search, in the same order.
func TestSearchNeverLeaksAndKeepsK(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewSource(seed))
		src := generatedSource(rng, 40, 12, 5)
		ix, err := vault.BuildMem(src)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, d := range src.Documents {
			total += len(ix.Chunks(d.ID))
		}
		for i := 0; i < 60; i++ {
			user := fmt.Sprintf("u%d", 1+rng.Intn(14)) // u13, u14: unknown users
			at := randomTime(rng)
			q := propWords[rng.Intn(len(propWords))] + " " + propWords[rng.Intn(len(propWords))]
			k := 1 + rng.Intn(25)
			ctx := context.Background()
			got, err := Search(ctx, ix, Query{Text: q, User: user, At: at, K: k})
			if err != nil {
				t.Fatalf("seed %d: Search(%q as %s at %s): %v", seed, q, user, at, err)
			}
			all, err := ix.Search(ctx, vault.SearchRequest{Text: q, K: total})
			if err != nil {
				t.Fatal(err)
			}
			var readable []string
			for _, h := range all {
				if oracleAllowed(src, user, at, h.Chunk.Doc) {
					readable = append(readable, h.Chunk.ID)
				}
			}
			want := min(k, len(readable))
			if len(got) != want {
				t.Errorf("seed %d: %q as %s at %s k=%d: %d results, want %d (%d readable matches)", seed, q, user, at.Format(time.RFC3339), k, len(got), want, len(readable))
			}
			for j, e := range got {
				c, _ := ix.Chunk(e.ChunkID)
				if c == nil {
					t.Fatalf("seed %d: result %s is not a chunk", seed, e.ChunkID)
				}
				if !ix.Access(user, at, c.Doc).Allowed || !oracleAllowed(src, user, at, c.Doc) {
					t.Errorf("seed %d: %s at %s may not read %s, but retrieval returned %s", seed, user, at.Format(time.RFC3339), c.Doc, e.ChunkID)
				}
				if j < len(readable) && readable[j] != e.ChunkID {
					t.Errorf("seed %d: %q as %s: result %d is %s, unfiltered order says %s", seed, q, user, j+1, e.ChunkID, readable[j])
				}
			}
		}
		ix.Close()
	}
}
