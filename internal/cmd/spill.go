package cmd

import (
	"fmt"
	"os"

	"github.com/grovechat/grove/tools"
)

// spillLimitsFromEnv applies GROVE_SPILL_MAX (one spill file) and
// GROVE_SPILL_DIR_MAX (the whole spill directory) when set.
func spillLimitsFromEnv() error {
	var limits [2]int64
	for i, name := range []string{"GROVE_SPILL_MAX", "GROVE_SPILL_DIR_MAX"} {
		if v := os.Getenv(name); v != "" {
			n, err := tools.ParseSize(v)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			limits[i] = n
		}
	}
	tools.SetSpillLimits(limits[0], limits[1])
	return nil
}
