package vaulttest

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

func TestSyntheticShape(t *testing.T) {
	src := Synthetic(60, 10, 1)
	if err := src.Normalize(); err != nil {
		t.Fatal(err)
	}
	chunks := vault.ChunkSource(src)
	min, max := 1<<30, 0
	for i, cs := range chunks {
		if len(cs) != 10 {
			t.Fatalf("%s: %d chunks, want 10", src.Documents[i].ID, len(cs))
		}
		for _, c := range cs {
			min, max = minInt(min, c.Tokens), maxInt(max, c.Tokens)
			if c.Section == "" || c.PageStart == "" || c.ParagraphStart == "" {
				t.Fatalf("%s lacks locators: %+v", c.ID, c)
			}
		}
	}
	t.Logf("chunk tokens %d..%d", min, max)
	again := Synthetic(60, 10, 1)
	if again.Documents[7].Text != src.Documents[7].Text {
		t.Error("same seed, different text")
	}
	if Synthetic(60, 10, 2).Documents[7].Text == src.Documents[7].Text {
		t.Error("different seed, same text")
	}
}

func TestSyntheticACL(t *testing.T) {
	x, err := vault.BuildMem(Synthetic(100, 2, 1))
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	at, _ := vault.ParseTime("2026-06-15T00:00:00Z")
	r := x.Readable("u-001", at)
	if len(r) < 80 || len(r) == 100 {
		t.Errorf("u-001 reads %d of 100 documents; want most but not all", len(r))
	}
	if got := x.LookupCitation("50 F. 4th 49"); strings.Join(got, ",") != "SYN-000049" {
		t.Errorf("LookupCitation = %v", got)
	}
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}
