package vault

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFixtureVaultLoads keeps the forum-selection fixture Vault loadable
// and its chunks well-formed (it is what the README's first command grades
// against).
func TestFixtureVaultLoads(t *testing.T) {
	dir := filepath.Join("..", "fixtures", "forum-selection", "vault")
	if _, err := os.Stat(filepath.Join(dir, DocumentsFile)); err != nil {
		t.Fatalf("the fixture Vault is part of the repository and must load: %v", err)
	}
	src, err := LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(src.Documents) < 20 {
		t.Errorf("fixture Vault has %d documents, the fixture needs at least 20", len(src.Documents))
	}
	for _, d := range src.Documents {
		checkChunkInvariants(t, d, ChunkDocument(d, src.Manifest.ChunkTokens), src.Manifest.ChunkTokens)
	}
}
