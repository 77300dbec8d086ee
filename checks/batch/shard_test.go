package batch

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	tests := []struct {
		in      string
		want    Shard
		wantErr string
	}{
		{"0/1", Shard{0, 1}, ""},
		{"0/4", Shard{0, 4}, ""},
		{"3/4", Shard{3, 4}, ""},
		{"99999/100000", Shard{99999, 100000}, ""},
		{"4/4", Shard{}, "does not exist among 4"},
		{"5/4", Shard{}, "does not exist among 4"},
		{"0/0", Shard{}, "is not K/N"},
		{"1/100001", Shard{}, "at most 100000 shards"},
		{"-1/4", Shard{}, "is not K/N"},
		{"+1/4", Shard{}, "is not K/N"},
		{"01/4", Shard{}, "is not K/N"},
		{"1/04", Shard{}, "is not K/N"},
		{" 1/4", Shard{}, "is not K/N"},
		{"1/4 ", Shard{}, "is not K/N"},
		{"1 / 4", Shard{}, "is not K/N"},
		{"1/4/", Shard{}, "is not K/N"},
		{"1", Shard{}, "is not K/N"},
		{"/4", Shard{}, "is not K/N"},
		{"1/", Shard{}, "is not K/N"},
		{"", Shard{}, "is not K/N"},
		{"１/４", Shard{}, "is not K/N"}, // fullwidth digits
		{"1/4\n", Shard{}, "is not K/N"},
		{"0x1/4", Shard{}, "is not K/N"},
		{"1.0/4", Shard{}, "is not K/N"},
		{"99999999999999999999/4", Shard{}, "is not K/N"},
		{"$(JOB_COMPLETION_INDEX)/4", Shard{}, "is not K/N"}, // unexpanded
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseShard(tt.in)
			if tt.wantErr == "" {
				if err != nil || got != tt.want {
					t.Fatalf("ParseShard(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ParseShard(%q) = %v, %v; want an error containing %q", tt.in, got, err, tt.wantErr)
			}
		})
	}
}

// TestShardsPartition: every run ID is in exactly one shard of N, and
// the shards are of similar size.
func TestShardsPartition(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 7, 16} {
		counts := make([]int, n)
		for i := 0; i < 4000; i++ {
			id := fmt.Sprintf("case-x/model-%d/q%05d", i%3, i)
			in := 0
			for k := 0; k < n; k++ {
				if (Shard{k, n}).Holds(id) {
					in++
					counts[k]++
				}
			}
			if in != 1 {
				t.Fatalf("N=%d: %s is in %d shards", n, id, in)
			}
		}
		for k, c := range counts {
			if c < 4000/n*8/10 || c > 4000/n*12/10 {
				t.Errorf("N=%d: shard %d holds %d of 4000", n, k, c)
			}
		}
	}
}

// TestShardAssignmentIsFixed pins the partition: a sharded batch resumed
// by another citecheck must give every worker the same share, so the
// function (FNV-1a-64 of the sanitised run ID, mod N) must never change.
func TestShardAssignmentIsFixed(t *testing.T) {
	// Computed independently (FNV-1a 64: offset 14695981039346656037,
	// prime 1099511628211, over the UTF-8 bytes).
	want := map[string][2]int{ // run ID -> shard of 4, shard of 7
		"run":                   {2, 0},
		"case-x/model/q1":       {1, 3},
		"case-x/model/q2":       {0, 1},
		"a":                     {0, 5},
		"assistant/acme/clean":  {0, 1},
		"results/deep/nested/x": {1, 6},
	}
	for id, w := range want {
		got := [2]int{-1, -1}
		for i, n := range []int{4, 7} {
			for k := 0; k < n; k++ {
				if (Shard{k, n}).Holds(id) {
					got[i] = k
				}
			}
		}
		if got != w {
			t.Errorf("%q: shards %v, pinned %v", id, got, w)
		}
	}
}

// TestOfShardRenumbers: a shard's items come in input order, numbered
// from 1, and together the shards yield every item once.
func TestOfShardRenumbers(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for i := 1; i <= 20; i++ {
		paths = append(paths, writeFile(t, dir, fmt.Sprintf("r%02d.json", i), respJSON(fmt.Sprintf("run/r%02d", i), "ok")))
	}
	in, err := NewInputs(paths, InputOptions{CaseID: "case-x"})
	if err != nil {
		t.Fatal(err)
	}
	g := newFakeGrader()
	seen := map[string]int{}
	for k := 0; k < 3; k++ {
		src, err := OfShard(in.Open, Shard{k, 3}, g)()
		if err != nil {
			t.Fatal(err)
		}
		last := ""
		for seq := 1; ; seq++ {
			it, err := src.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if it.Seq != seq || filepath.Base(it.Origin) <= last {
				t.Fatalf("shard %d: item %d is Seq %d from %s after %s", k, seq, it.Seq, it.Origin, last)
			}
			last = filepath.Base(it.Origin)
			seen[g.RunID(it.Response)]++
		}
		src.Close()
	}
	if len(seen) != 20 {
		t.Fatalf("the shards yielded %d distinct responses, want 20", len(seen))
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("%s yielded %d times", id, n)
		}
	}
}
