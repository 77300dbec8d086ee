package vaulttest

import (
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestWriteFolderLoadsBack: a generated Source written as a folder loads
// (strict keys, every grant and membership window) into the same Vault:
// the same content hash (documents, texts, chunking, principals, grants
// with their line numbers), so a build timed from the folder builds what
// the in-memory benchmarks build.
func TestWriteFolderLoadsBack(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  func() *vault.Source
	}{
		{"synthetic", func() *vault.Source { return Synthetic(12, 3, 1) }},
		{"zipf with ACL", func() *vault.Source { return SyntheticZipf(60, 3, 1) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := WriteFolder(tc.src(), dir); err != nil {
				t.Fatal(err)
			}
			loaded, err := vault.LoadSource(dir)
			if err != nil {
				t.Fatal(err)
			}
			want, got := tc.src(), loaded
			for i, g := range want.Grants { // acl.jsonl numbers its lines from 1
				g.Line = i + 1
			}
			wx, err := vault.BuildMem(want)
			if err != nil {
				t.Fatal(err)
			}
			defer wx.Close()
			gx, err := vault.BuildMem(got)
			if err != nil {
				t.Fatal(err)
			}
			defer gx.Close()
			if len(got.Documents) != len(want.Documents) || len(got.Grants) != len(want.Grants) || len(got.Principals) != len(want.Principals) {
				t.Fatalf("loaded %d documents, %d grants, %d principals; wrote %d, %d, %d", len(got.Documents), len(got.Grants), len(got.Principals),
					len(want.Documents), len(want.Grants), len(want.Principals))
			}
			if gh, wh := gx.ContentHash(), wx.ContentHash(); gh != wh {
				t.Errorf("folder loads as %s, the generated Source is %s", gh, wh)
			}
		})
	}
}
