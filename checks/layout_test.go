package checks_test

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// module is the import path every package of this repository starts with.
const module = "github.com/citecheck/citecheck"

// layers is the allowed direction of imports, lowest first: a package may
// import only packages of a lower layer, never one of its own layer or
// above. Reading up: vault <- {retrieval, judge} <- {judge's rooms} <-
// judge/wiring <- checks/rubric ... <- cmd, with nothing running back up. A new package must be placed here
// (the test fails on one it does not know), which is the point: where it
// sits is a decision someone made.
var layers = [][]string{
	{"vault/textnorm", "checks/cite/mdtext", "judge/rediscache/redistest", "checks/schema"},
	// The keys the citation extractor finds Vault documents by, computed
	// alike by the Vault's build and by the extractor.
	{"vault/namekeys"},
	{"vault/docfile"},
	{"vault"},
	// The judge's contract (Judge, Unit, Assessment, errors, identity,
	// evidence) sits with the other packages that read only the Vault.
	{"vault/vaulttest", "retrieval", "judge", "checks/cite"},
	// The judge's rooms, side by side: each needs only the contract, and
	// none reaches into a sibling.
	{"judge/llm", "judge/heuristic", "judge/cache", "judge/rediscache"},
	// Which judge and which cache, from the configuration.
	{"judge/wiring"},
	// Test support for the live judge: a fake endpoint.
	{"judge/judgetest"},
	// What is graded, and which document each citation names.
	{"checks/rubric", "checks/resolve"},
	// Provider-native responses (--from) into the one response model.
	{"checks/native"},
	// Test support for the packages below: the fake Vault and answers.
	{"checks/internal/fixture"},
	// The checks: Check, Input, Result, the registry and the nine checks.
	{"checks"},
	// scores.json, report.json, the judge log, redaction, writing.
	{"checks/report"},
	// The grader: the one place that knows the order of the steps.
	{"checks/grade"},
	{"checks/checkstest", "checks/runs"},
	{"checks/printer", "checks/batch"},
	{"checks/service", "checks/suite"},
	{"cmd/citecheck"},
}

// testSupport are packages only tests may import.
var testSupport = []string{"vault/vaulttest", "judge/judgetest", "judge/rediscache/redistest", "checks/internal/fixture", "checks/checkstest"}

// testExceptions are the test files' imports that run up the layers on
// purpose, each with its reason. Production files have none.
var testExceptions = map[[2]string]string{
	{"judge/judgetest", "checks"}:        "cost and matrix tests grade the fixture through the live-judge fake end to end",
	{"judge/judgetest", "checks/grade"}:  "as above",
	{"judge/judgetest", "checks/report"}: "as above",
	{"judge/judgetest", "checks/rubric"}: "as above",
	{"judge/rediscache", "judge/wiring"}: "the shared-cache tests open the judge as the CLI does, with the Redis cache in its configuration",
	{"judge/rediscache", "judge/llm"}:    "as above: the configuration of that judge",
	{"judge/llm", "judge/cache"}:         "the LLM judge's cache tests store and replay verdicts through the real folder cache",
}

// edge is one import: From imports To, in File (a test file when Test).
type edge struct {
	From, To, File string
	Test           bool
}

// TestImportDirection fails on any import inside the module that breaks
// the direction of layers: a back edge, an import within one layer, a
// production import of a test-support package, or a package the table
// does not place.
func TestImportDirection(t *testing.T) {
	edges := moduleImports(t)
	if len(edges) < 50 {
		t.Fatalf("found only %d imports inside the module; is the walk reading the repository?", len(edges))
	}
	for _, v := range violations(edges, layers, testSupport, testExceptions) {
		t.Error(v)
	}
	for ex := range testExceptions {
		if !slices.ContainsFunc(edges, func(e edge) bool { return e.Test && e.From == ex[0] && e.To == ex[1] }) {
			t.Errorf("test exception %s -> %s matches no import any more: remove it", ex[0], ex[1])
		}
	}

	// The test of the test: each bad table or bad edge must be caught.
	t.Run("a back edge fails", func(t *testing.T) {
		bad := append(slices.Clone(edges), edge{From: "checks/rubric", To: "checks", File: "checks/rubric/case.go"})
		if !anyHas(violations(bad, layers, testSupport, testExceptions), "checks/rubric/case.go imports checks") {
			t.Error("rubric importing checks was not reported")
		}
	})
	t.Run("a wrong table fails", func(t *testing.T) {
		swapped := slices.Clone(layers)
		i, j := layerIndex(t, "checks"), layerIndex(t, "checks/grade")
		swapped[i], swapped[j] = swapped[j], swapped[i] // grade below checks
		if !anyHas(violations(edges, swapped, testSupport, testExceptions), "imports checks (layer") {
			t.Error("a table with the grader below the checks was accepted")
		}
	})
	t.Run("an import within a layer fails", func(t *testing.T) {
		bad := append(slices.Clone(edges), edge{From: "checks/rubric", To: "checks/resolve", File: "checks/rubric/x.go"})
		if !anyHas(violations(bad, layers, testSupport, testExceptions), "checks/rubric/x.go imports checks/resolve") {
			t.Error("rubric importing resolve (same layer) was not reported")
		}
	})
	t.Run("test support in production fails", func(t *testing.T) {
		bad := append(slices.Clone(edges), edge{From: "checks/grade", To: "checks/internal/fixture", File: "checks/grade/grader.go"})
		if !anyHas(violations(bad, layers, testSupport, testExceptions), "test-support") {
			t.Error("the grader importing the test fixture was not reported")
		}
	})
	t.Run("an unplaced package fails", func(t *testing.T) {
		bad := append(slices.Clone(edges), edge{From: "checks/newroom", To: "checks", File: "checks/newroom/a.go"})
		if !anyHas(violations(bad, layers, testSupport, testExceptions), "checks/newroom") {
			t.Error("a package missing from the table was not reported")
		}
	})

	// The same tests for the rooms of judge: contract <- {llm, heuristic,
	// cache, rediscache} <- wiring, no room reaching into a sibling.
	for _, tc := range []struct {
		name string
		bad  edge
		want string
	}{
		{"a judge room importing a sibling fails", edge{From: "judge/heuristic", To: "judge/llm", File: "judge/heuristic/x.go"}, "judge/heuristic/x.go imports judge/llm"},
		{"the LLM judge importing the folder cache fails", edge{From: "judge/llm", To: "judge/cache", File: "judge/llm/openai.go"}, "judge/llm/openai.go imports judge/cache"},
		{"the contract importing a room fails", edge{From: "judge", To: "judge/heuristic", File: "judge/types.go"}, "judge/types.go imports judge/heuristic"},
		{"a room importing the wiring fails", edge{From: "judge/cache", To: "judge/wiring", File: "judge/cache/folder.go"}, "judge/cache/folder.go imports judge/wiring"},
		{"judge test support in production fails", edge{From: "judge/wiring", To: "judge/judgetest", File: "judge/wiring/open.go"}, "test-support"},
		{"an unplaced judge room fails", edge{From: "judge/openai", To: "judge", File: "judge/openai/a.go"}, "judge/openai"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := append(slices.Clone(edges), tc.bad)
			if !anyHas(violations(bad, layers, testSupport, testExceptions), tc.want) {
				t.Errorf("%s -> %s was not reported", tc.bad.From, tc.bad.To)
			}
		})
	}
	t.Run("a wrong judge table fails", func(t *testing.T) {
		swapped := slices.Clone(layers)
		i, j := layerIndex(t, "judge"), layerIndex(t, "judge/llm")
		swapped[i], swapped[j] = swapped[j], swapped[i] // the rooms below their contract
		if !anyHas(violations(edges, swapped, testSupport, testExceptions), "imports judge (layer") {
			t.Error("a table with the judge's rooms below its contract was accepted")
		}
	})
}

// violations lists every edge that breaks the direction of ls, sorted.
func violations(edges []edge, ls [][]string, support []string, exceptions map[[2]string]string) []string {
	layer := map[string]int{}
	for i, l := range ls {
		for _, p := range l {
			layer[p] = i
		}
	}
	var out []string
	for _, e := range edges {
		if e.From == e.To {
			continue // an external test package importing the package it tests
		}
		from, okFrom := layer[e.From]
		to, okTo := layer[e.To]
		switch {
		case !okFrom:
			out = append(out, fmt.Sprintf("%s: package %s is not placed in the layers table", e.File, e.From))
		case !okTo:
			out = append(out, fmt.Sprintf("%s: imports %s, which is not placed in the layers table", e.File, e.To))
		case !e.Test && slices.Contains(support, e.To) && !slices.Contains(support, e.From):
			// A test-support package may build on another: only tests
			// import either.
			out = append(out, fmt.Sprintf("%s imports %s, a test-support package, outside a test", e.File, e.To))
		case e.Test && slices.Contains(support, e.To):
			// Tests may use the shared test support wherever it sits.
		case e.Test && exceptions[[2]string{e.From, e.To}] != "":
		case to >= from:
			out = append(out, fmt.Sprintf("%s imports %s (layer %d), but %s is in layer %d: imports must run down the table", e.File, e.To, to, e.From, from))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// moduleImports reads the import clause of every Go file of the module
// (all build tags; testdata and hidden folders skipped) and returns the
// imports that stay inside the module. It reads files only: no network,
// no go command.
func moduleImports(t *testing.T) []edge {
	t.Helper()
	root := moduleRoot(t)
	fset := token.NewFileSet()
	var edges []edge
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		pkg := filepath.ToSlash(filepath.Dir(rel))
		for _, im := range f.Imports {
			p, err := strconv.Unquote(im.Path.Value)
			if err != nil {
				return fmt.Errorf("%s: %v", rel, err)
			}
			if to, ok := strings.CutPrefix(p, module+"/"); ok {
				edges = append(edges, edge{From: pkg, To: to, File: filepath.ToSlash(rel), Test: strings.HasSuffix(name, "_test.go")})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return edges
}

// moduleRoot is the folder holding go.mod, found upwards from the test's.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			if !strings.Contains(string(data), "module "+module+"\n") {
				t.Fatalf("%s/go.mod is not module %s", dir, module)
			}
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = up
	}
}

func layerIndex(t *testing.T, pkg string) int {
	for i, l := range layers {
		if slices.Contains(l, pkg) {
			return i
		}
	}
	t.Fatalf("%s is in no layer", pkg)
	return -1
}

func anyHas(vs []string, sub string) bool {
	return slices.ContainsFunc(vs, func(v string) bool { return strings.Contains(v, sub) })
}
