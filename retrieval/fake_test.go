package retrieval

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// fakeVault is a small in-memory vault.Reader for unit tests of Locate,
// CheckTrace and WindowAround: documents are lists of chunks whose text is
// joined by blank lines, and Search counts shared words. It records the
// last SearchRequest so tests can see the ACL filter went into the query.
type fakeVault struct {
	docs    map[string]*vault.Document
	chunks  map[string][]*vault.Chunk
	byID    map[string]*vault.Chunk
	allowed map[string][]string // user -> readable docs
	last    vault.SearchRequest
	calls   int
}

// fakeChunk is a chunk's text and locators before offsets are assigned.
type fakeChunk struct {
	text               string
	pageStart, pageEnd string
	section            string
	paraStart, paraEnd string
}

func newFakeVault() *fakeVault {
	return &fakeVault{docs: map[string]*vault.Document{}, chunks: map[string][]*vault.Chunk{},
		byID: map[string]*vault.Chunk{}, allowed: map[string][]string{}}
}

func (f *fakeVault) add(id, title string, cs ...fakeChunk) *fakeVault {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteString("\n\n")
		}
		start := b.Len()
		b.WriteString(c.text)
		ch := &vault.Chunk{ID: fmt.Sprintf("%s#c%d", id, i+1), Doc: id, N: i + 1,
			PageStart: c.pageStart, PageEnd: c.pageEnd, Section: c.section,
			ParagraphStart: c.paraStart, ParagraphEnd: c.paraEnd,
			Start: start, End: b.Len(), Tokens: vault.CountTokens(c.text), Text: c.text}
		f.chunks[id] = append(f.chunks[id], ch)
		f.byID[ch.ID] = ch
	}
	f.docs[id] = &vault.Document{ID: id, Title: title, Text: b.String()}
	return f
}

func (f *fakeVault) Manifest() vault.Manifest { return vault.Manifest{Name: "fake"} }
func (f *fakeVault) Documents() []*vault.Document {
	var out []*vault.Document
	for _, d := range f.docs {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
func (f *fakeVault) Document(id string) (*vault.Document, bool) { d, ok := f.docs[id]; return d, ok }
func (f *fakeVault) Chunk(id string) (*vault.Chunk, bool)       { c, ok := f.byID[id]; return c, ok }
func (f *fakeVault) Chunks(doc string) []*vault.Chunk           { return f.chunks[doc] }
func (f *fakeVault) LookupCitation(string) []string             { return nil }
func (f *fakeVault) LookupFilename(string) []string             { return nil }
func (f *fakeVault) LookupName(string) []string                 { return nil }
func (f *fakeVault) Access(user string, _ time.Time, doc string) vault.Decision {
	for _, d := range f.allowed[user] {
		if d == doc {
			return vault.Decision{Doc: doc, Allowed: true, Rule: "fake"}
		}
	}
	return vault.Decision{Doc: doc, Rule: "fake"}
}
func (f *fakeVault) Readable(user string, _ time.Time) []string { return f.allowed[user] }

// Search scores a chunk by how many query words it contains. Unless
// leak is set it honours AllowedDocs, as the contract requires.
func (f *fakeVault) Search(_ context.Context, req vault.SearchRequest) ([]vault.Hit, error) {
	f.last, f.calls = req, f.calls+1
	ok := map[string]bool{}
	for _, d := range req.AllowedDocs {
		ok[d] = true
	}
	q := contentWords(req.Text)
	var hits []vault.Hit
	for _, d := range f.Documents() {
		if req.AllowedDocs != nil && !ok[d.ID] {
			continue
		}
		for _, c := range f.chunks[d.ID] {
			if n := overlap(q, c.Text); n > 0 {
				hits = append(hits, vault.Hit{Chunk: c, Score: float64(n) + 1/float64(3+c.N)})
			}
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].Score > hits[j].Score })
	if len(hits) > req.K {
		hits = hits[:req.K]
	}
	return hits, nil
}
