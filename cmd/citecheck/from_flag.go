package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
)

// fromUsage is the help of --from on grade, test and serve.
var fromUsage = "read responses as a provider's native object, unchanged: " + strings.Join(native.Names(), ", ") +
	" (auto detects the format; see FORMATS.md, \"Provider-native responses\"); default: citecheck's own format"

// registerFrom adds --from to a command.
func registerFrom(cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVar(dst, "from", "", fromUsage)
}

// fromDecoder is the response decoder for a --from value ("" is
// citecheck's own format, nil); an unknown value is bad usage.
func fromDecoder(cmdName, from string) (func(string, []byte) (*rubric.Response, error), error) {
	if from == "" {
		return nil, nil
	}
	d, err := native.Decoder(from)
	if err != nil {
		return nil, usagef("%s: --from: %v", cmdName, err)
	}
	return d, nil
}
