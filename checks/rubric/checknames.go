package rubric

import "slices"

// Check names a case file may bind a criterion to (FORMATS.md: the case file).
const (
	CheckCitationsExist      = "citations-exist"
	CheckCitationsAccessible = "citations-accessible"
	CheckSupports            = "judge:supports"
	CheckAdverse             = "judge:adverse"
	CheckIdentifiersVerbatim = "identifiers-verbatim"
	CheckPassagesOnTopic     = "passages-on-topic"
	CheckCalibrated          = "judge:calibrated"
	CheckUnsupportedFlagged  = "judge:unsupported-flagged"
	CheckHaveLocators        = "citations-have-locators"
)

// CheckNames lists, in the order they run, the check names a case file
// may use. The registry binds each to its check; its test keeps the two
// lists equal.
func CheckNames() []string {
	return []string{
		CheckCitationsExist, CheckCitationsAccessible, CheckIdentifiersVerbatim,
		CheckPassagesOnTopic, CheckHaveLocators,
		CheckSupports, CheckAdverse, CheckCalibrated, CheckUnsupportedFlagged,
	}
}

// IsCheckName reports whether a case file may bind a criterion to name.
func IsCheckName(name string) bool { return slices.Contains(CheckNames(), name) }
