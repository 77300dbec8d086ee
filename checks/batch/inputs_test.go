package batch

import (
	"context"
	"errors"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// items reads every item of the inputs.
func items(t *testing.T, in *Inputs) ([]*Item, error) {
	t.Helper()
	src, err := in.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var out []*Item
	for {
		it, err := src.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, it)
	}
}

func TestJSONLErrorsNameTheLine(t *testing.T) {
	good := respJSON("r1", "ok")
	for _, tc := range []struct {
		name, stream string
		line         int
		field, msg   string
	}{
		{"malformed", good + "\n{\"answer\": \n", 2, "", ""},
		{"missing answer after blank lines", good + "\n\n\n" + `{"run_id": "r4"}` + "\n", 4, "answer", "required key missing"},
		{"answer not a string", good + "\n" + `{"run_id": "r2", "answer": 7}` + "\n", 2, "answer", "want a string"},
		{"bad time", `{"answer": "a", "asked_at": "yesterday"}`, 1, "asked_at", "RFC 3339"},
		{"not an object", good + "\n[1, 2]\n", 2, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := writeFile(t, dir, "runs.jsonl", tc.stream)
			in, err := NewInputs([]string{p}, InputOptions{CaseID: "case-x"})
			if err != nil {
				t.Fatal(err)
			}
			_, err = Scan(context.Background(), in.Open, newFakeGrader())
			var ie *rubric.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Scan error = %v, want *rubric.InputError", err)
			}
			if ie.File != p || ie.Line != tc.line || (tc.field != "" && ie.Field != tc.field) || !strings.Contains(ie.Msg, tc.msg) {
				t.Fatalf("error %q: want file %s line %d field %q msg containing %q", err, p, tc.line, tc.field, tc.msg)
			}
			if !strings.HasPrefix(err.Error(), p+":"+strconv.Itoa(tc.line)+":") {
				t.Fatalf("message %q does not start with file:line", err)
			}
		})
	}
}

func TestInputKinds(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.json", respJSON("", "file a"))
	writeFile(t, dir, "glob/g1.json", respJSON("g/1", "glob 1"))
	writeFile(t, dir, "glob/g2.json", respJSON("g/2", "glob 2"))
	jl := writeFile(t, dir, "runs.ndjson", respJSON("j/1", "line one")+"\n\n"+`{"answer": "no id"}`+"\n")
	res := filepath.Join(dir, "harvey")
	writeFile(t, res, "results/task/model-b/response.json", `{"answer": "folder b"}`)
	writeFile(t, res, "results/task/model-a/answer.md", "folder a")
	writeFile(t, res, "results/task/model-a/scores.json", "{}")
	writeFile(t, res, "results/task/model-c/notes.txt", "not a response")
	writeFile(t, res, "results/task/model-b/extra/response.json", `{"run_id": "explicit", "answer": "nested"}`)

	txt := writeFile(t, dir, "stream.txt", respJSON("t/1", "named .txt, read as JSONL")+"\n")
	in, err := NewInputs([]string{a, filepath.Join(dir, "glob", "*.json"), jl, res, "-"}, InputOptions{
		JSONL: []string{txt}, Stdin: strings.NewReader(respJSON("s/1", "stdin one") + "\n"), CaseID: "case-x"})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	g := newFakeGrader()
	for pass := 0; pass < 2; pass++ { // the inputs can be read twice
		got, err := items(t, in)
		if err != nil {
			t.Fatal(err)
		}
		var ids, origins []string
		for i, it := range got {
			if it.Seq != i+1 {
				t.Fatalf("item %d has Seq %d", i, it.Seq)
			}
			ids = append(ids, g.RunID(it.Response))
			origins = append(origins, filepath.Base(it.Origin))
		}
		want := []string{"case-x/a", "g/1", "g/2", "j/1", "case-x/runs/line-3", "task/model-a", "task/model-b", "explicit", "s/1", "t/1"}
		if strings.Join(ids, " ") != strings.Join(want, " ") {
			t.Fatalf("pass %d: run IDs\n got %v\nwant %v", pass, ids, want)
		}
		if origins[3] != "runs.ndjson:1" || origins[4] != "runs.ndjson:3" || origins[8] != StdinName+":1" {
			t.Fatalf("origins %v", origins)
		}
	}
}

func TestInputErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"missing file", []string{filepath.Join(dir, "nope.json")}, "no such file"},
		{"glob without match", []string{filepath.Join(dir, "*.none")}, "no file matches"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := NewInputs(tc.args, InputOptions{CaseID: "c"})
			if err != nil {
				t.Fatal(err)
			}
			_, err = items(t, in)
			var ie *rubric.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) || ie.ExitCode() != 2 {
				t.Fatalf("error %v, want an input error containing %q", err, tc.want)
			}
		})
	}
}

func TestScanRefusesDuplicateRunIDs(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.json", respJSON("same/id", "one"))
	b := writeFile(t, dir, "runs.jsonl", respJSON("other", "x")+"\n"+respJSON("same/id", "two")+"\n")
	in, _ := NewInputs([]string{a, b}, InputOptions{CaseID: "c"})
	n, err := Scan(context.Background(), in.Open, newFakeGrader())
	if err == nil || !strings.Contains(err.Error(), b+":2") || !strings.Contains(err.Error(), "input #1 ("+a+")") {
		t.Fatalf("Scan = %d, %v; want a duplicate run_id error naming both inputs", n, err)
	}
	in2, _ := NewInputs([]string{b}, InputOptions{CaseID: "c"})
	if n, err := Scan(context.Background(), in2.Open, newFakeGrader()); err != nil || n != 2 {
		t.Fatalf("Scan = %d, %v; want 2, nil", n, err)
	}
}
