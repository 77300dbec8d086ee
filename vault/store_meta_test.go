package vault

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault/namekeys"
)

// fillEvery sets every field of the struct v points to, recursively, to
// a value that names its path, so a field the record codec forgets shows
// up as a difference.
func fillEvery(v reflect.Value, path string) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(path)
	case reflect.Int:
		v.SetInt(int64(len(path)))
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range 2 {
			fillEvery(s.Index(i), fmt.Sprintf("%s[%d]", path, i))
		}
		v.Set(s)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillEvery(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		}
	default:
		panic("fillEvery: add a case for " + v.Kind().String())
	}
}

// TestMetaRecordKeepsEveryField round-trips a document with every field
// set, and one with every list nil or empty, through the record codec of
// meta.bin: a field added to Document or Chunk fails here until the
// codec writes it.
func TestMetaRecordKeepsEveryField(t *testing.T) {
	full := &Document{}
	fillEvery(reflect.ValueOf(full).Elem(), "doc")
	full.ID = "VLT-0001"
	full.Text = "first chunk text|second chunk"
	var c1, c2 Chunk
	fillEvery(reflect.ValueOf(&c1).Elem(), "c1")
	fillEvery(reflect.ValueOf(&c2).Elem(), "c2")
	c1.ID, c1.Doc, c1.N, c1.Start, c1.End, c1.Text = "VLT-0001#c1", "VLT-0001", 1, 0, 16, full.Text[0:16]
	c2.ID, c2.Doc, c2.N, c2.Start, c2.End, c2.Text = "VLT-0001#c2", "VLT-0001", 2, 17, 29, full.Text[17:29]
	empty := &Document{ID: "VLT-0002", Citations: []string{}, Aliases: nil, Furniture: []PageFurniture{}, ExternalIDs: nil}
	emptyChunk := &Chunk{ID: "VLT-0002#c1", Doc: "VLT-0002", N: 1, Sections: []string{}}
	for _, tc := range []struct {
		name   string
		doc    *Document
		chunks []*Chunk
	}{
		{"every field set", full, []*Chunk{&c1, &c2}},
		{"empty and nil lists", empty, []*Chunk{emptyChunk}},
		{"no chunks", &Document{ID: "VLT-0003", Title: "T"}, []*Chunk{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			texts := []byte("other text before|" + tc.doc.Text)
			e, err := decodeDocRecord(encodeDocRecord(nil, tc.doc, tc.chunks, len("other text before|")), texts)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(e.doc, tc.doc) {
				t.Errorf("document:\n got %#v\nwant %#v", e.doc, tc.doc)
			}
			chunks, err := decodeChunks(e.doc, e.rawChunks)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(chunks, tc.chunks) {
				t.Errorf("chunks:\n got %#v\nwant %#v", chunks, tc.chunks)
			}
		})
	}
}

// TestMetaRecordDamaged: a cut or padded record is an error, never a
// document made up of what was left.
func TestMetaRecordDamaged(t *testing.T) {
	d := &Document{ID: "VLT-0001", Title: "Alpha v. Beta", Citations: []string{"1 F.3d 2"}, Text: "some text here"}
	texts := []byte(d.Text)
	b := encodeDocRecord(nil, d, []*Chunk{{ID: "VLT-0001#c1", Doc: "VLT-0001", N: 1, Start: 0, End: 9, Text: "some text"}}, 0)
	decodes := func(rec, texts []byte) bool {
		e, err := decodeDocRecord(rec, texts)
		if err != nil {
			return false
		}
		_, err = decodeChunks(e.doc, e.rawChunks)
		return err == nil
	}
	if !decodes(b, texts) {
		t.Fatal("the whole record does not decode")
	}
	for _, cut := range []int{1, len(b) / 2, len(b) - 1} {
		if decodes(b[:cut], texts) {
			t.Errorf("record cut at %d of %d decoded", cut, len(b))
		}
	}
	if decodes(append(slices.Clone(b), 0), texts) {
		t.Error("record with a byte left over decoded")
	}
	if decodes(b, texts[:5]) {
		t.Error("record whose text lies outside the texts section decoded")
	}
}

// TestBuiltIndexAnswersAsInMemory opens the same source built into a
// folder (meta.bin, read lazily) and built in memory, and asks both every
// Reader question: the answers must be identical.
func TestBuiltIndexAnswersAsInMemory(t *testing.T) {
	small := func() (*Source, error) {
		src := testSource()
		src.Documents[0].Filename = "Alpha.PDF"
		src.Documents[0].ExternalIDs = []string{"ext-1"}
		return src, nil
	}
	fixture := func(name string) func() (*Source, error) {
		return func() (*Source, error) { return LoadSource(filepath.Join("..", "fixtures", name, "vault")) }
	}
	for _, tc := range []struct {
		name string
		src  func() (*Source, error)
	}{
		{"small", small},
		{"forum-selection fixture", fixture("forum-selection")},
		{"own-documents fixture", fixture("own-documents")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := tc.src()
			if err != nil {
				t.Fatal(err)
			}
			mem, err := BuildMem(src)
			if err != nil {
				t.Fatal(err)
			}
			defer mem.Close()
			dir := filepath.Join(t.TempDir(), "idx")
			if err := BuildAtomic(src, dir); err != nil {
				t.Fatal(err)
			}
			disk, err := OpenBuilt(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer disk.Close()
			compareReaders(t, mem, disk)
			// and again with a cache that holds one small document at
			// most, so that nearly every call decodes afresh
			tab := disk.tab.(*mappedTable)
			tab.cache = newDocCache(tab.docs, 2<<10)
			compareReaders(t, mem, disk)
		})
	}
}

// compareReaders asks a and b the same questions.
func compareReaders(t *testing.T, a, b *Index) {
	t.Helper()
	same := func(what string, x, y any) {
		t.Helper()
		if !reflect.DeepEqual(x, y) {
			t.Errorf("%s:\n in memory %#v\n  on disk %#v", what, x, y)
		}
	}
	same("Manifest", a.Manifest(), b.Manifest())
	same("NumChunks", a.NumChunks(), b.NumChunks())
	same("ContentHash", a.ContentHash(), b.ContentHash())
	same("Documents", a.Documents(), b.Documents())
	var probes []string
	for _, d := range a.Documents() {
		probes = append(probes, d.ID, d.Title, d.Filename, d.ID+"#c1", d.ID+"#c01", d.ID+"#c0", d.ID+"#c99", d.ID+"#c2")
		probes = append(probes, d.Citations...)
		probes = append(probes, d.Aliases...)
		probes = append(probes, d.ExternalIDs...)
	}
	probes = append(probes, "", "nope", "#c1", "alpha.pdf", "ALPHA.PDF")
	for _, p := range probes {
		da, oka := a.Document(p)
		db, okb := b.Document(p)
		same("Document "+p, [2]any{da, oka}, [2]any{db, okb})
		ca, oka := a.Chunk(p)
		cb, okb := b.Chunk(p)
		same("Chunk "+p, [2]any{ca, oka}, [2]any{cb, okb})
		same("Chunks "+p, a.Chunks(p), b.Chunks(p))
		same("LookupCitation "+p, a.LookupCitation(p), b.LookupCitation(p))
		same("LookupFilename "+p, a.LookupFilename(p), b.LookupFilename(p))
		same("LookupName "+p, a.LookupName(p), b.LookupName(p))
		same("LookupExternalID "+p, a.LookupExternalID(p), b.LookupExternalID(p))
		ta, tb := a.ExtractorTables(), b.ExtractorTables()
		same("DocsOfFoldedID "+p, ta.DocsOfFoldedID(p), tb.DocsOfFoldedID(p))
		same("HasTitle "+p, ta.HasTitle(strings.ToLower(p)), tb.HasTitle(strings.ToLower(p)))
		same("HasFile "+p, ta.HasFile(strings.ToLower(p)), tb.HasFile(strings.ToLower(p)))
		same("DocsOfCitation "+p, ta.DocsOfCitation(p), tb.DocsOfCitation(p))
		same("DocsOfCaption "+p, ta.DocsOfCaption(p), tb.DocsOfCaption(p))
		same("DocsOfShortName "+p, ta.DocsOfShortName(p), tb.DocsOfShortName(p))
		same("UniqueShortNames "+p, ta.UniqueShortNames(p), tb.UniqueShortNames(p))
		same("ShortNamesOf "+p, ta.ShortNamesOf(p), tb.ShortNamesOf(p))
		key := namekeys.PhraseKey(namekeys.PhraseWords(p))
		pa, fa, dota := ta.Phrase([]byte(key))
		pb, fb, dotb := tb.Phrase([]byte(key))
		same("Phrase "+p, [3]any{pa, fa, dota}, [3]any{pb, fb, dotb})
	}
	same("MaxFileWords", a.ExtractorTables().MaxFileWords(), b.ExtractorTables().MaxFileWords())
	same("HasPhrases", a.ExtractorTables().HasPhrases(), b.ExtractorTables().HasPhrases())
	users := []string{"", "nobody"}
	for _, p := range a.principalList {
		users = append(users, p.User)
	}
	for _, u := range users {
		same("CheckUser "+u, fmt.Sprint(a.CheckUser(u)), fmt.Sprint(b.CheckUser(u)))
		for _, at := range []time.Time{ts("2020-01-01"), ts("2026-06-01"), ts("2030-01-01")} {
			same("Readable "+u, a.Readable(u, at), b.Readable(u, at))
			for _, d := range append(a.Documents(), &Document{ID: "nope"}) {
				same("Access "+u+" "+d.ID, a.Access(u, at, d.ID), b.Access(u, at, d.ID))
			}
		}
	}
}

// TestOpenRebuildsOlderFormat: a built index of another format is
// rebuilt by Open from the source folder its marker names; without one
// (indexes built before markers named it), opening fails and says how
// to rebuild.
func TestOpenRebuildsOlderFormat(t *testing.T) {
	srcDir := writeVault(t, nil)
	src, err := LoadSource(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(src, out); err != nil {
		t.Fatal(err)
	}
	age := func(sourceDir string) {
		t.Helper()
		mk, err := readMarker(out)
		if err != nil {
			t.Fatal(err)
		}
		mk.Format, mk.SourceDir = indexFormat-1, sourceDir
		b, _ := json.Marshal(mk)
		if err := os.WriteFile(filepath.Join(out, markerFile), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	abs, _ := filepath.Abs(srcDir)
	age(abs)
	x, err := Open(out)
	if err != nil {
		t.Fatalf("older index with its source folder: %v", err)
	}
	if _, ok := x.Document("VLT-0001"); !ok {
		t.Error("rebuilt index lost VLT-0001")
	}
	x.Close()
	if mk, _ := readMarker(out); mk.Format != indexFormat || mk.SourceDir != abs {
		t.Errorf("after the rebuild the marker says %+v", mk)
	}

	age("")
	_, err = Open(out)
	var ie *InfraError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "citecheck vault build") {
		t.Errorf("older index without a source folder: %v, want an InfraError asking for 'citecheck vault build'", err)
	}
}

// TestBuiltIndexConcurrentFirstUse: goroutines that ask for the same
// documents and chunks of a freshly opened index at once all get the
// same pointers (each record is decoded once and kept), and the lazily
// built ACL answers all of them alike. Run with -race.
func TestBuiltIndexConcurrentFirstUse(t *testing.T) {
	src := testSource()
	dir := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(src, dir); err != nil {
		t.Fatal(err)
	}
	x, err := OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	ids := []string{}
	for i := range x.tab.numDocs() {
		ids = append(ids, x.tab.docID(i))
	}
	const workers = 8
	type seen struct {
		docs   []*Document
		chunks [][]*Chunk
		access []Decision
	}
	out := make([]seen, workers)
	done := make(chan int)
	for w := range workers {
		go func() {
			for _, id := range ids {
				d, _ := x.Document(id)
				out[w].docs = append(out[w].docs, d)
				out[w].chunks = append(out[w].chunks, x.Chunks(id))
				out[w].access = append(out[w].access, x.Access("u-1", ts("2026-06-01"), id))
			}
			done <- w
		}()
	}
	for range workers {
		<-done
	}
	for w := 1; w < workers; w++ {
		for i := range ids {
			if out[w].docs[i] != out[0].docs[i] || !slices.Equal(out[w].chunks[i], out[0].chunks[i]) {
				t.Fatalf("worker %d got other pointers for %s", w, ids[i])
			}
		}
		if !reflect.DeepEqual(out[w].access, out[0].access) {
			t.Fatalf("worker %d: access %v, worker 0: %v", w, out[w].access, out[0].access)
		}
	}
}
