package service

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
)

// TestNativeBodies: with Config.Decode (serve --from auto) a body is a
// provider's object, graded as `citecheck grade --from auto` grades it;
// one of a shape no format has is 400, and so is citecheck's own format.
func TestNativeBodies(t *testing.T) {
	dec, err := native.Decoder(native.Auto)
	if err != nil {
		t.Fatal(err)
	}
	_, ts := newTest(t, Config{Graders: []Grader{realGrader(t)}, Decode: dec})
	dir := filepath.Join(suite, "native", "responses")
	for _, name := range []string{"openai-responses-clean.json", "anthropic-cited-text-not-in-document.json"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		code, _, body := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, string(data))
		if code != 200 {
			t.Fatalf("%s: %d %s", name, code, body)
		}
		var reply struct {
			AllPass bool `json:"all_pass"`
			Report  struct {
				Format string `json:"format"`
			} `json:"report"`
		}
		if err := json.Unmarshal([]byte(body), &reply); err != nil {
			t.Fatal(err)
		}
		if reply.AllPass != strings.Contains(name, "clean") || !strings.HasPrefix(name, reply.Report.Format+"-") {
			t.Errorf("%s: all_pass %v, format %q", name, reply.AllPass, reply.Report.Format)
		}
	}
	own, _ := os.ReadFile(filepath.Join(suite, "responses", "clean-bluebook.json"))
	if code, _, body := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, string(own)); code != 400 || !strings.Contains(body, "none of the formats known") {
		t.Errorf("citecheck's own format under --from auto: %d %s", code, body)
	}
}
