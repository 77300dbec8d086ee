package suite

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// TestUpdate rewrites expectations from the verdicts: changed and missing
// criteria are written in case order, "why" and other keys are kept
// (sorted after the criteria), a missing expected file is created, and a
// second update changes nothing.
func TestUpdate(t *testing.T) {
	dir := copySuite(t, mini)
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, "expected", name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("walled.json", "{\"zeta\": [1, {\"a\": 2}], \"C-002\": \"pass\", \"why\": \"screened <b>\"}")
	os.Remove(filepath.Join(dir, "expected", "clean.json"))
	res := runSuite(t, dir, LoadOptions{AllowMissing: true})
	ups, err := Update(res)
	if err != nil {
		t.Fatal(err)
	}
	if len(ups) != 4 {
		t.Fatalf("updated %d files, want 4 (the others gain C-003): %+v", len(ups), ups)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "expected", "walled.json"))
	want := `{
  "C-001": "pass",
  "C-002": "fail",
  "C-003": "fail",
  "C-009": "pass",
  "why": "screened <b>",
  "zeta": [
    1,
    {
      "a": 2
    }
  ]
}
`
	// C-003 fails for the walled citation: the judge may not see its
	// text, so it cannot be shown to support anything.
	if string(got) != want {
		t.Errorf("walled.json:\n%s\nwant\n%s", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "expected", "clean.json")); err != nil {
		t.Errorf("clean.json not created: %v", err)
	}
	again := runSuite(t, dir, LoadOptions{})
	if !again.OK() {
		t.Errorf("after update the suite does not match: %+v", again.Counts())
	}
	if ups, err := Update(again); err != nil || len(ups) != 0 {
		t.Errorf("second update changed %v (err %v)", ups, err)
	}
}

// TestUpdateKeepsIncomplete: a criterion that could not be graded keeps
// its old expectation and is not added when it had none.
func TestUpdateKeepsIncomplete(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.json")
	if err := os.WriteFile(p, []byte(`{"C-003": "pass"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e := &Entry{Name: "a", ExpectedPath: p, Expected: map[string]checks.Verdict{"C-003": checks.Pass}}
	res := &Result{Responses: []*ResponseResult{{Entry: e, Rows: []Row{
		{Criterion: "C-001", Actual: checks.Fail},
		{Criterion: "C-003", Actual: checks.Fail, Incomplete: true, Expected: checks.Pass},
		{Criterion: "C-004", Actual: checks.Fail, Incomplete: true},
	}}}}
	ups, err := Update(res)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "{\n  \"C-001\": \"fail\",\n  \"C-003\": \"pass\"\n}\n" {
		t.Errorf("got:\n%s", got)
	}
	if len(ups) != 1 || len(ups[0].Kept) != 1 || ups[0].Kept[0] != "C-003" {
		t.Errorf("updates %+v", ups)
	}
}
