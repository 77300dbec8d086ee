package suite

import (
	"encoding/json"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
)

// FromKey is the expected file's key naming its response's
// provider-native format ("from": "anthropic", or "auto"); it wins over
// the suite's --from.
const FromKey = "from"

// OwnFormat is the "from" value naming citecheck's own response format,
// for a response in a suite run with --from.
const OwnFormat = "citecheck"

// responseFormat is how a suite response is read: the expected file's
// "from", else the suite's, else citecheck's own format. An unknown
// format is bad input naming the expected file.
func responseFormat(expectedPath string, expected []byte, suiteFrom string) (rubric.ResponseOptions, error) {
	from := suiteFrom
	var peek map[string]json.RawMessage
	if json.Unmarshal(expected, &peek) == nil {
		if raw, ok := peek[FromKey]; ok {
			if err := json.Unmarshal(raw, &from); err != nil {
				return rubric.ResponseOptions{}, &rubric.InputError{File: expectedPath, Line: 1, Field: FromKey, Msg: "want a format name"}
			}
		}
	}
	if from == "" || from == OwnFormat {
		return rubric.ResponseOptions{}, nil
	}
	d, err := native.Decoder(from)
	if err != nil {
		return rubric.ResponseOptions{}, &rubric.InputError{File: expectedPath, Line: 1, Field: FromKey, Msg: err.Error()}
	}
	return rubric.ResponseOptions{Decode: d}, nil
}
