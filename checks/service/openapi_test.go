package service

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// TestOpenAPIDescribesTheService keeps checks/service/openapi.yaml in step with the
// handler: every route, every status code POST /v1/grade can answer, and
// every JSON field of scores.json and report.json appear in it.
func TestOpenAPIDescribesTheService(t *testing.T) {
	data, err := os.ReadFile("openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, p := range []string{PathGrade, PathHealth, PathMetrics} {
		if !strings.Contains(doc, "\n  "+p+":\n") {
			t.Errorf("openapi.yaml lacks path %s", p)
		}
	}
	grade := section(doc, "\n  "+PathGrade+":\n", "\n  /")
	for _, code := range []string{"200", "400", "401", "405", "413", "503", "504"} {
		if !strings.Contains(grade, `"`+code+`":`) {
			t.Errorf("openapi.yaml: %s lacks status %s", PathGrade, code)
		}
	}
	// POST /v1/grade's HTML reply (Accept: text/html): the Accept
	// parameter and the text/html content of 200 and 503.
	for _, want := range []string{"- name: Accept", "in: header", "text/html:\n              schema: { type: string, description: \"the HTML report of the graded response"} {
		if !strings.Contains(grade, want) {
			t.Errorf("openapi.yaml: %s lacks %q", PathGrade, want)
		}
	}
	if strings.Count(grade, "            text/html:") != 2 {
		t.Errorf("openapi.yaml: %s must offer text/html for 200 and 503", PathGrade)
	}
	for name, v := range map[string]any{"Scores": report.Scores{}, "CriterionResult": report.CriterionResult{}, "Report": report.Report{}, "Finding": checks.Finding{}} {
		schema := section(doc, "\n    "+name+":\n", "\n    ")
		if schema == "" {
			t.Errorf("openapi.yaml lacks schema %s", name)
			continue
		}
		schema = section(doc, "\n    "+name+":\n", "\n    [A-Z]")
		for _, tag := range jsonTags(reflect.TypeOf(v)) {
			if !strings.Contains(schema, " "+tag+":") {
				t.Errorf("openapi.yaml schema %s lacks field %q", name, tag)
			}
		}
	}
}

// section is doc from the start marker up to the next line starting with
// end's indentation and a letter of end's kind (a crude YAML block cut).
func section(doc, start, end string) string {
	i := strings.Index(doc, start)
	if i < 0 {
		return ""
	}
	rest := doc[i+len(start):]
	indent := strings.TrimSuffix(strings.TrimPrefix(end, "\n"), "[A-Z]")
	for _, line := range strings.SplitAfter(rest, "\n") {
		if strings.HasPrefix(line, indent) && len(line) > len(indent) && line[len(indent)] != ' ' {
			return rest[:strings.Index(rest, line)]
		}
	}
	return rest
}

// jsonTags lists a struct's JSON field names (embedded structs' included,
// "-" left out).
func jsonTags(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := strings.Split(f.Tag.Get("json"), ",")[0]
		if f.Anonymous && tag == "" {
			out = append(out, jsonTags(f.Type)...)
			continue
		}
		if tag != "" && tag != "-" {
			out = append(out, tag)
		}
	}
	return out
}
