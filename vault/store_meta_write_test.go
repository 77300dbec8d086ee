package vault

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMetaStreamMatchesLegacy: the meta.bin that Build streams (records
// gathered while indexing, texts written straight from the Source) is
// byte for byte the file the one-buffer encoder made from the whole
// Source and every chunk (encodeMetaLegacy), so the on-disk layout is
// unchanged.
func TestMetaStreamMatchesLegacy(t *testing.T) {
	fixture := func(name string) func() (*Source, error) {
		return func() (*Source, error) { return LoadSource(filepath.Join("..", "fixtures", name, "vault")) }
	}
	for _, tc := range []struct {
		name string
		src  func() (*Source, error)
	}{
		{"small with file name and external ID", func() (*Source, error) {
			src := testSource()
			src.Documents[0].Filename = "Alpha.PDF"
			src.Documents[0].ExternalIDs = []string{"ext-1"}
			return src, nil
		}},
		{"forum-selection fixture", fixture("forum-selection")},
		{"own-documents fixture", fixture("own-documents")},
		{"own-documents-docx-html fixture", fixture("own-documents-docx-html")},
		{"arbitration fixture", fixture("arbitration")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := tc.src()
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "idx")
			if err := Build(src, dir); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join(dir, metaFile))
			if err != nil {
				t.Fatal(err)
			}
			chunks := ChunkSource(src)
			hash := contentHash(src.Manifest, newMemTable(src.Documents, chunks), src.Principals, src.Grants)
			want, err := encodeMetaLegacy(src, chunks, hash)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				at := 0
				for at < len(got) && at < len(want) && got[at] == want[at] {
					at++
				}
				t.Fatalf("streamed meta.bin (%d bytes) differs from the one-buffer encoder's (%d bytes) from byte %d", len(got), len(want), at)
			}
		})
	}
}

// TestMetaRecordsRefuseOutOfOrder: records must come in ID order (the
// key tables and binary searches rely on it); a repeat or a step back is
// an error, not a file that reads wrongly.
func TestMetaRecordsRefuseOutOfOrder(t *testing.T) {
	for _, tc := range []struct {
		name string
		ids  []string
		ok   bool
	}{
		{"ascending", []string{"A", "B", "C"}, true},
		{"repeat", []string{"A", "B", "B"}, false},
		{"step back", []string{"B", "A"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newMetaRecords(len(tc.ids))
			var err error
			for _, id := range tc.ids {
				if err = r.add(&Document{ID: id, Text: "x"}, nil); err != nil {
					break
				}
			}
			if (err == nil) != tc.ok {
				t.Fatalf("add %v: err %v, want ok %v", tc.ids, err, tc.ok)
			}
		})
	}
}

// TestMetaLayoutChecksStreamLength: a streamed section that writes more
// or less than was placed for it would shift every later offset, so
// writeTo fails instead; a writer's error comes back as it is.
func TestMetaLayoutChecksStreamLength(t *testing.T) {
	boom := errors.New("disk full")
	for _, tc := range []struct {
		name    string
		placed  int
		write   string
		failW   bool
		wantErr string
	}{
		{"exact", 5, "hello", false, ""},
		{"short", 6, "hello", false, "section of 5 bytes was placed for 6"},
		{"long", 4, "hello", false, "section of 5 bytes was placed for 4"},
		{"writer fails", 5, "hello", true, "disk full"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var l metaLayout
			off := l.section([]byte("head"))
			if want := uint64(len(metaMagic) + 8*metaHeaderWords); off != want {
				t.Fatalf("first section at %d, want %d", off, want)
			}
			if off2 := l.stream(tc.placed, func(w io.Writer) error {
				if tc.failW {
					return boom
				}
				_, err := io.WriteString(w, tc.write)
				return err
			}); off2 != off+4 {
				t.Fatalf("second section at %d, want %d", off2, off+4)
			}
			var buf bytes.Buffer
			err := l.writeTo(&buf, make([]uint64, metaHeaderWords))
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatal(err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("err %v, want %q", err, tc.wantErr)
			case tc.wantErr == "" && uint64(buf.Len()) != l.size:
				t.Fatalf("wrote %d bytes, placed %d", buf.Len(), l.size)
			}
		})
	}
}
