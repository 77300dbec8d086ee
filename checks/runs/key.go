package runs

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/report"
)

// Match-by modes of Compare. Any other value names a field of the
// response as report.json records it ("question", "user", "asked_at",
// "model", or "metadata.KEY" for the producer's own metadata).
const (
	// ByName matches run IDs with the model segment left out, so a run of
	// model A and one of model B pair up response by response
	// ("task/model-a/r1" and "task/model-b/r1" are both "task/r1").
	ByName = "name"
	// ByRunID matches run IDs exactly (two runs of one model, two
	// releases of the grader).
	ByRunID = "run-id"
)

// key is how r is matched with its counterpart in the other run.
func key(r *Response, by string) (string, error) {
	switch by {
	case "", ByName:
		return withoutModel(r.RunID, r.Scores.Model), nil
	case ByRunID:
		return r.RunID, nil
	}
	rep := r.Report()
	if rep == nil {
		return "", fmt.Errorf("%s: no readable report.json to take %q from", r.Dir, by)
	}
	var v any = rep
	for _, part := range strings.Split(by, ".") {
		obj, ok := v.(map[string]any)
		if !ok {
			v = nil
			break
		}
		v = obj[part]
	}
	switch x := v.(type) {
	case string:
		if x != "" {
			return x, nil
		}
	case float64, bool:
		return fmt.Sprint(x), nil
	}
	return "", fmt.Errorf("%s: report.json has no %q to match by", r.Dir, by)
}

// withoutModel drops the model segment of a run ID: the segment equal to
// the response's model when there is one, else, for the Harvey-Labs
// layout task/model/name, the second segment.
func withoutModel(runID, model string) string {
	segs := strings.Split(runID, "/")
	if model != "" {
		safe := report.SanitizeRunID(model)
		for i, s := range segs {
			if s == model || s == safe {
				return strings.Join(append(append([]string{}, segs[:i]...), segs[i+1:]...), "/")
			}
		}
	}
	if len(segs) >= 3 {
		return strings.Join(append([]string{segs[0]}, segs[2:]...), "/")
	}
	return runID
}
