//go:build !linux

package fswatch

import "context"

func watch(context.Context, []Target) (<-chan struct{}, bool) { return nil, false }
