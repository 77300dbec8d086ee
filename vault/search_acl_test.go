package vault

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// aclTestTime is a time in 2024-2027, now and then at the ends of the
// range the Vault folder format requires (FORMATS.md) (years 0001 and 9999), or exactly on (or a
// nanosecond before) a bound the Vault uses, where half-open windows are
// easiest to get wrong.
func aclTestTime(rng *rand.Rand, bounds []time.Time) time.Time {
	switch rng.Intn(10) {
	case 0:
		return time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Intn(1000)) * time.Hour)
	case 1:
		return time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC).Add(-time.Duration(rng.Intn(1000)) * time.Hour)
	case 2, 3:
		if len(bounds) > 0 {
			return bounds[rng.Intn(len(bounds))].Add(-time.Duration(rng.Intn(2)))
		}
	}
	return time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Intn(4*365*24)) * time.Hour)
}

// aclTestSource is a random Vault in which every chunk holds the word
// "common": docs documents, users with windowed group memberships, and
// allow and deny grants to "*", users and groups, windowed or not, with
// windows often shared between grants (as real matter windows are).
func aclTestSource(rng *rand.Rand, docs, users, groups int) (*Source, []time.Time) {
	src := &Source{Manifest: Manifest{Name: "acl-test", ChunkTokens: 64}}
	for i := 1; i <= docs; i++ {
		var b strings.Builder
		for p := 0; p < 1+rng.Intn(3); p++ {
			for w := 0; w < 20+rng.Intn(30); w++ {
				b.WriteString([]string{"common", "forum", "clause", "venue", "court"}[rng.Intn(5)] + " ")
			}
			b.WriteString("common\n\n")
		}
		src.Documents = append(src.Documents, &Document{ID: fmt.Sprintf("D-%03d", i), Title: fmt.Sprintf("Document %d", i), Text: b.String()})
	}
	var shared [][2]time.Time
	var bounds []time.Time
	window := func() (time.Time, time.Time) {
		if len(shared) > 0 && rng.Intn(2) == 0 {
			w := shared[rng.Intn(len(shared))]
			return w[0], w[1]
		}
		var from, until time.Time
		if rng.Intn(3) > 0 {
			from = aclTestTime(rng, nil)
		}
		if rng.Intn(3) > 0 {
			until = aclTestTime(rng, nil)
			if !from.IsZero() && until.Before(from) {
				from, until = until, from
			}
		}
		shared = append(shared, [2]time.Time{from, until})
		for _, t := range []time.Time{from, until} {
			if !t.IsZero() {
				bounds = append(bounds, t)
			}
		}
		return from, until
	}
	for u := 1; u <= users; u++ {
		p := &Principal{User: fmt.Sprintf("u%d", u)}
		for g := 0; g < rng.Intn(4); g++ {
			from, until := window()
			if rng.Intn(3) == 0 {
				from, until = time.Time{}, time.Time{}
			}
			p.Groups = append(p.Groups, Membership{Group: fmt.Sprintf("g%d", 1+rng.Intn(groups)), From: from, Until: until})
		}
		src.Principals = append(src.Principals, p)
	}
	line := 0
	for _, d := range src.Documents {
		for n := 0; n < rng.Intn(4); n++ {
			line++
			g := &Grant{Doc: d.ID, Effect: Allow, Line: line}
			switch rng.Intn(4) {
			case 0:
				g.Principal = "*"
			case 1:
				g.Principal = fmt.Sprintf("user:u%d", 1+rng.Intn(users))
			default:
				g.Principal = fmt.Sprintf("group:g%d", 1+rng.Intn(groups))
			}
			if rng.Intn(5) == 0 {
				g.Effect = Deny
			}
			if rng.Intn(2) == 0 {
				g.From, g.Until = window()
			}
			src.Grants = append(src.Grants, g)
		}
	}
	return src, bounds
}

// chunkIDs are the IDs of hits, sorted.
func chunkIDs(hs []Hit) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Chunk.ID
	}
	slices.Sort(out)
	return out
}

// TestSearchUserFilterIsReadable: for random Vaults, users (known and
// unknown) and times, Search with User and At returns exactly the chunks
// of the documents Readable lists, through the acl field and through the
// Readable fallback alike, in the same order as the AllowedDocs path.
func TestSearchUserFilterIsReadable(t *testing.T) {
	ctx := context.Background()
	for seed := int64(1); seed <= 5; seed++ {
		rng := rand.New(rand.NewSource(seed))
		src, bounds := aclTestSource(rng, 60, 10, 4)
		x, err := BuildMem(src)
		if err != nil {
			t.Fatal(err)
		}
		all := x.NumChunks()
		for i := 0; i < 80; i++ {
			user := fmt.Sprintf("u%d", 1+rng.Intn(12)) // u11, u12: unknown users
			at := aclTestTime(rng, bounds)
			var want []string
			for _, d := range x.Readable(user, at) {
				for _, c := range x.Chunks(d) {
					want = append(want, c.ID)
				}
			}
			slices.Sort(want)
			for _, viaTerms := range []bool{true, false} {
				x.aclTerms = viaTerms
				got, err := x.Search(ctx, SearchRequest{Text: "common", K: all + 5, User: user, At: at})
				if err != nil {
					t.Fatal(err)
				}
				if ids := chunkIDs(got); !slices.Equal(ids, want) {
					t.Fatalf("seed %d: %s at %s (acl terms %v): %d chunks, want the %d chunks of Readable\ngot  %v\nwant %v",
						seed, user, at.Format(time.RFC3339Nano), viaTerms, len(ids), len(want), ids, want)
				}
			}
			x.aclTerms = true
			k := 1 + rng.Intn(15)
			got, err := x.Search(ctx, SearchRequest{Text: "forum clause", K: k, User: user, At: at})
			if err != nil {
				t.Fatal(err)
			}
			ref, err := x.Search(ctx, SearchRequest{Text: "forum clause", K: k, AllowedDocs: x.Readable(user, at)})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(ref) {
				t.Fatalf("seed %d: %s: %d hits by user, %d by AllowedDocs", seed, user, len(got), len(ref))
			}
			for j := range got {
				if got[j].Chunk.ID != ref[j].Chunk.ID || got[j].Score != ref[j].Score {
					t.Errorf("seed %d: %s hit %d: %s %.6f by user, %s %.6f by AllowedDocs", seed, user, j+1, got[j].Chunk.ID, got[j].Score, ref[j].Chunk.ID, ref[j].Score)
				}
			}
		}
		x.Close()
	}
}

// TestSearchUserFilterNarrowsAllowedDocs: User and AllowedDocs together
// give their intersection on both paths.
func TestSearchUserFilterNarrowsAllowedDocs(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	src, _ := aclTestSource(rng, 30, 5, 3)
	x, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	at := time.Date(2026, 6, 15, 0, 0, 0, 0, time.UTC)
	readable := x.Readable("u1", at)
	if len(readable) < 2 {
		t.Skipf("u1 reads %d documents in this Vault", len(readable))
	}
	allowed := []string{readable[0], "D-999", readable[len(readable)-1]}
	for _, viaTerms := range []bool{true, false} {
		x.aclTerms = viaTerms
		got, err := x.Search(context.Background(), SearchRequest{Text: "common", K: 1000, User: "u1", At: at, AllowedDocs: allowed})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, d := range []string{readable[0], readable[len(readable)-1]} {
			for _, c := range x.Chunks(d) {
				want = append(want, c.ID)
			}
		}
		slices.Sort(want)
		if ids := chunkIDs(got); !slices.Equal(ids, want) {
			t.Errorf("acl terms %v: got %v, want %v", viaTerms, ids, want)
		}
	}
}

// TestFilterTermsFallBackWhenTooMany: when a user's principals times the
// windows open at a time would exceed aclTermsMax terms, filterTerms
// declines and Search still filters exactly (through Readable).
func TestFilterTermsFallBackWhenTooMany(t *testing.T) {
	src := &Source{Manifest: Manifest{Name: "many-windows", ChunkTokens: 64}, Principals: []*Principal{{User: "u1"}}}
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 1; i <= 600; i++ {
		id := fmt.Sprintf("D-%03d", i)
		src.Documents = append(src.Documents, &Document{ID: id, Title: id, Text: "common words here"})
		principal := "*"
		if i%3 == 0 {
			principal = "user:u1"
		}
		src.Grants = append(src.Grants, &Grant{Doc: id, Principal: principal, Effect: Allow, From: start.Add(time.Duration(i) * time.Hour), Line: i})
	}
	x, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	at := start.AddDate(1, 0, 0)
	if _, _, ok := x.acl().filterTerms("u1", at); ok {
		t.Fatal("filterTerms accepted 600 open windows")
	}
	got, err := x.Search(context.Background(), SearchRequest{Text: "common", K: 1000, User: "u2", At: start.Add(100*time.Hour + time.Nanosecond)})
	if err != nil {
		t.Fatal(err)
	}
	// u2 is no one: only "*" grants from hours 1..100 apply.
	want := 0
	for i := 1; i <= 100; i++ {
		if i%3 != 0 {
			want++
		}
	}
	if len(got) != want {
		t.Errorf("%d hits, want %d", len(got), want)
	}
}

// TestBuiltIndexUsesACLTerms: an index built on disk records the acl
// field scheme in its marker and serves the user filter through it; an
// index whose marker lacks it (built before the field existed) falls
// back to Readable, with the same results.
func TestBuiltIndexUsesACLTerms(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	src, bounds := aclTestSource(rng, 30, 6, 3)
	dir := filepath.Join(t.TempDir(), "idx")
	if err := Build(src, dir); err != nil {
		t.Fatal(err)
	}
	x, err := OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !x.aclTerms {
		t.Fatal("built index does not use the acl field")
	}
	type q struct {
		user string
		at   time.Time
	}
	var qs []q
	var want [][]string
	for i := 0; i < 30; i++ {
		qq := q{fmt.Sprintf("u%d", 1+rng.Intn(7)), aclTestTime(rng, bounds)}
		hs, err := x.Search(context.Background(), SearchRequest{Text: "common", K: 1000, User: qq.user, At: qq.at})
		if err != nil {
			t.Fatal(err)
		}
		var w []string
		for _, d := range x.Readable(qq.user, qq.at) {
			for _, c := range x.Chunks(d) {
				w = append(w, c.ID)
			}
		}
		slices.Sort(w)
		if ids := chunkIDs(hs); !slices.Equal(ids, w) {
			t.Fatalf("%s at %s: got %v, want %v", qq.user, qq.at, ids, w)
		}
		qs, want = append(qs, qq), append(want, w)
	}
	x.Close()
	mk := filepath.Join(dir, markerFile)
	raw, err := os.ReadFile(mk)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(string(raw), fmt.Sprintf(`"acl_terms": %d`, aclTermsVersion), `"acl_terms": 0`, 1)
	if old == string(raw) {
		t.Fatalf("marker has no acl_terms: %s", raw)
	}
	if err := os.WriteFile(mk, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	y, err := OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer y.Close()
	if y.aclTerms {
		t.Fatal("marker without acl_terms, but the acl field is used")
	}
	for i, qq := range qs {
		hs, err := y.Search(context.Background(), SearchRequest{Text: "common", K: 1000, User: qq.user, At: qq.at})
		if err != nil {
			t.Fatal(err)
		}
		if ids := chunkIDs(hs); !slices.Equal(ids, want[i]) {
			t.Errorf("fallback: %s at %s: got %v, want %v", qq.user, qq.at, ids, want[i])
		}
	}
}
