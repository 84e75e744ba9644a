package apijson

import (
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/tidwall/gjson"
)

type UnionVariant struct {
	TypeFilter         gjson.Type
	DiscriminatorValue any
	Type               reflect.Type
}

var unionRegistry = map[reflect.Type]unionEntry{}
var unionVariants = map[reflect.Type]any{}
var customDecoderRegistry = map[reflect.Type]CustomDecoderFunc{}

// Registrations (RegisterUnion, RegisterDiscriminatedUnion,
// RegisterCustomDecoder, RegisterFieldValidator) made while the generated
// packages initialise are queued and applied, in order, the first time a
// decoder looks at the registries: a program that links this module but
// decodes nothing at start does not build the registry entries, with the
// reflection over their fields, before its main runs. After that first
// look a registration applies at once.
var (
	registryMu    sync.Mutex
	pendingRegs   []func()
	registryReady atomic.Bool
)

// register applies f to the registries now if they are in use, else
// queues it for their first use.
func register(f func()) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if registryReady.Load() {
		f()
		return
	}
	pendingRegs = append(pendingRegs, f)
}

// registered applies the queued registrations, once; every read of the
// registries goes through it.
func registered() {
	if registryReady.Load() {
		return
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	if registryReady.Load() {
		return
	}
	for _, f := range pendingRegs {
		f()
	}
	pendingRegs = nil
	registryReady.Store(true)
}

// unions, unionVariantsOf, customDecoders and validators are the
// registries, complete.
func unions() map[reflect.Type]unionEntry {
	registered()
	return unionRegistry
}

func unionVariantsOf() map[reflect.Type]any {
	registered()
	return unionVariants
}

func customDecoders() map[reflect.Type]CustomDecoderFunc {
	registered()
	return customDecoderRegistry
}

func validators() map[reflect.Type][]validationEntry {
	registered()
	return validationRegistry
}

type unionEntry struct {
	discriminatorKey string
	variants         []UnionVariant
}

func Discriminator[T any](value any) UnionVariant {
	var zero T
	return UnionVariant{
		TypeFilter:         gjson.JSON,
		DiscriminatorValue: value,
		Type:               reflect.TypeOf(zero),
	}
}

func RegisterUnion[T any](discriminator string, variants ...UnionVariant) {
	register(func() { registerUnion[T](discriminator, variants) })
}

func registerUnion[T any](discriminator string, variants []UnionVariant) {
	typ := reflect.TypeOf((*T)(nil)).Elem()
	unionRegistry[typ] = unionEntry{
		discriminatorKey: discriminator,
		variants:         variants,
	}
	for _, variant := range variants {
		unionVariants[variant.Type] = typ
	}
}

// Useful to wrap a union type to force it to use [apijson.UnmarshalJSON] since you cannot define an
// UnmarshalJSON function on the interface itself.
type UnionUnmarshaler[T any] struct {
	Value T
}

func (c *UnionUnmarshaler[T]) UnmarshalJSON(buf []byte) error {
	return UnmarshalRoot(buf, &c.Value)
}

type CustomDecoderFunc func(node gjson.Result, value reflect.Value, defaultDecoder func(gjson.Result, reflect.Value) error) error

func RegisterCustomDecoder[T any](decoder CustomDecoderFunc) {
	register(func() { customDecoderRegistry[reflect.TypeOf((*T)(nil)).Elem()] = decoder })
}
