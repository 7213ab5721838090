import * as __typia_transform__randomString from "typia/lib/internal/_randomString";
import * as __typia_transform__randomInteger from "typia/lib/internal/_randomInteger";
import * as __typia_transform__randomPick from "typia/lib/internal/_randomPick";
import * as __typia_transform__randomFormatEmail from "typia/lib/internal/_randomFormatEmail";
import * as __typia_transform__randomArray from "typia/lib/internal/_randomArray";
import * as __typia_transform__randomPattern from "typia/lib/internal/_randomPattern";
import * as __typia_transform__randomNumber from "typia/lib/internal/_randomNumber";
import * as __typia_transform__randomBoolean from "typia/lib/internal/_randomBoolean";
import * as __typia_transform__randomFormatUuid from "typia/lib/internal/_randomFormatUuid";
import * as __typia_transform__randomFormatDatetime from "typia/lib/internal/_randomFormatDatetime";
import * as __typia_transform__randomFormatDate from "typia/lib/internal/_randomFormatDate";
import * as __typia_transform__randomFormatUri from "typia/lib/internal/_randomFormatUri";
import * as __typia_transform__randomFormatIpv4 from "typia/lib/internal/_randomFormatIpv4";
import * as __typia_transform__randomFormatIpv6 from "typia/lib/internal/_randomFormatIpv6";
import * as __typia_transform__randomFormatHostname from "typia/lib/internal/_randomFormatHostname";
import * as __typia_transform__randomFormatTime from "typia/lib/internal/_randomFormatTime";
import * as __typia_transform__randomFormatUriReference from "typia/lib/internal/_randomFormatUriReference";
import * as __fw_typia__isTypeUint32 from "typia/lib/internal/_isTypeUint32";
import * as __fw_typia__isFormatEmail from "typia/lib/internal/_isFormatEmail";
import * as __fw_typia__validateReport from "typia/lib/internal/_validateReport";
import * as __fw_typia__accessExpressionAsString from "typia/lib/internal/_accessExpressionAsString";
import * as __fw_typia__jsonStringifyString from "typia/lib/internal/_jsonStringifyString";
import * as __fw_typia__jsonStringifyNumber from "typia/lib/internal/_jsonStringifyNumber";
import * as __fw_typia__throwTypeGuardError from "typia/lib/internal/_throwTypeGuardError";
import * as __fw_typia__isTypeInt32 from "typia/lib/internal/_isTypeInt32";
import * as __fw_typia__isFormatUuid from "typia/lib/internal/_isFormatUuid";
import * as __fw_typia__isFormatDateTime from "typia/lib/internal/_isFormatDateTime";
import * as __fw_typia__isFormatDate from "typia/lib/internal/_isFormatDate";
import * as __fw_typia__isFormatUri from "typia/lib/internal/_isFormatUri";
import * as __fw_typia__isUniqueItems from "typia/lib/internal/_isUniqueItems";
import * as __fw_typia__jsonStringifyTail from "typia/lib/internal/_jsonStringifyTail";
import * as __fw_typia__isFormatIpv4 from "typia/lib/internal/_isFormatIpv4";
import * as __fw_typia__isFormatIpv6 from "typia/lib/internal/_isFormatIpv6";
import * as __fw_typia__isFormatHostname from "typia/lib/internal/_isFormatHostname";
import * as __fw_typia__isFormatTime from "typia/lib/internal/_isFormatTime";
import * as __fw_typia__isFormatUriReference from "typia/lib/internal/_isFormatUriReference";
import * as __fw_typia__isTypeInt64 from "typia/lib/internal/_isTypeInt64";
import * as __fw_typia__isTypeUint64 from "typia/lib/internal/_isTypeUint64";
import * as __fw_typia__isTypeFloat from "typia/lib/internal/_isTypeFloat";
const __fw_validate_Person_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key || "email" === key || "tags" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Person_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Person_1 = (() => { const _so0 = input => `{${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"tags":${`[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Person_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Person",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Drawing_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _pu0(elem);
}); const _io0 = input => Array.isArray(input.shapes) && (input.shapes.length <= 20 && input.shapes.every(elem => "object" === typeof elem && null !== elem && _iu0(elem))) && (null === input.title || undefined === input.title || "string" === typeof input.title); const _io1 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io2 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); const _iu0 = input => (() => {
    if ("circle" === input.kind)
        return _io1(input);
    else if ("square" === input.kind)
        return _io2(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.shapes) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    })) && ((input.shapes.length <= 20 || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "Array<> & MaxItems<20>",
        value: input.shapes
    })) && input.shapes.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })) && _vu0(elem, _path + ".shapes[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    }), null === input.title || undefined === input.title || "string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "(null | string | undefined)",
        value: input.title
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const _po0 = input => {
    if (Array.isArray(input.shapes))
        _pp0(input.shapes);
    for (const key of Object.keys(input)) {
        if ("shapes" === key || "title" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("kind" === key || "radius" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("kind" === key || "side" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if ("circle" === input.kind)
        return _po1(input);
    else if ("square" === input.kind)
        return _po2(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Drawing_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.shapes) && (input.shapes.length <= 20 && input.shapes.every((elem, _index1) => "object" === typeof elem && null !== elem && _iu0(elem, true && _exceptionable))) && (null === input.title || undefined === input.title || "string" === typeof input.title) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["shapes", "title"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["kind", "radius"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "square" === input.kind && ("number" === typeof input.side && 0 < input.side) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["kind", "side"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _io1(input, true && _exceptionable);
    else if ("square" === input.kind)
        return _io2(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.shapes) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    })) && ((input.shapes.length <= 20 || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "Array<> & MaxItems<20>",
        value: input.shapes
    })) && input.shapes.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })) && _vu0(elem, _path + ".shapes[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    }), null === input.title || undefined === input.title || "string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "(null | string | undefined)",
        value: input.title
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["shapes", "title"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["kind", "radius"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["kind", "side"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Drawing_1 = (() => { const _so0 = input => `{${undefined === input.title ? "" : `"title":${undefined !== input.title ? null !== input.title ? __fw_typia__jsonStringifyString._jsonStringifyString(input.title) : "null" : undefined},`}"shapes":${`[${input.shapes.map(elem => _su0(elem)).join(",")}]`}}`; const _so1 = input => `{"kind":${"\"" + input.kind + "\""},"radius":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.radius))}}`; const _so2 = input => `{"kind":${"\"" + input.kind + "\""},"side":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.side))}}`; const _su0 = input => (() => {
    if ("circle" === input.kind)
        return _so1(input);
    else if ("square" === input.kind)
        return _so2(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const _io1 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io2 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); const _iu0 = input => (() => {
    if ("circle" === input.kind)
        return _io1(input);
    else if ("square" === input.kind)
        return _io2(input);
    else
        return false;
})(); return input => _so0(input); })();
const __fw_check_Drawing_1 = (() => { const _io0 = input => Array.isArray(input.shapes) && (input.shapes.length <= 20 && input.shapes.every(elem => "object" === typeof elem && null !== elem && _iu0(elem))) && (null === input.title || undefined === input.title || "string" === typeof input.title); const _io1 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io2 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); const _iu0 = input => (() => {
    if ("circle" === input.kind)
        return _io1(input);
    else if ("square" === input.kind)
        return _io2(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.shapes) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    })) && ((input.shapes.length <= 20 || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "Array<> & MaxItems<20>",
        value: input.shapes
    })) && input.shapes.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })) && _vu0(elem, _path + ".shapes[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shapes[" + _index2 + "]",
        expected: "(__type | __type.o3)",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".shapes",
        expected: "(Array<Shape> & MaxItems<20>)",
        value: input.shapes
    }), null === input.title || undefined === input.title || "string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "(null | string | undefined)",
        value: input.title
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Drawing",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_TreeNode_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po0(elem);
}); const _io0 = input => "number" === typeof input.value && __fw_typia__isTypeInt32._isTypeInt32(input.value) && (Array.isArray(input.children) && input.children.every(elem => "object" === typeof elem && null !== elem && _io0(elem))); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.value && (__fw_typia__isTypeInt32._isTypeInt32(input.value) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number & Type<\"int32\">",
        value: input.value
    })) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(number & Type<\"int32\">)",
        value: input.value
    }), (Array.isArray(input.children) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    })) && input.children.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })) && _vo0(elem, _path + ".children[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.children))
        _pp0(input.children);
    for (const key of Object.keys(input)) {
        if ("value" === key || "children" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_TreeNode_1 = (() => { const _io0 = (input, _exceptionable = true) => "number" === typeof input.value && __fw_typia__isTypeInt32._isTypeInt32(input.value) && (Array.isArray(input.children) && input.children.every((elem, _index1) => "object" === typeof elem && null !== elem && _io0(elem, true && _exceptionable))) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["value", "children"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.value && (__fw_typia__isTypeInt32._isTypeInt32(input.value) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number & Type<\"int32\">",
        value: input.value
    })) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(number & Type<\"int32\">)",
        value: input.value
    }), (Array.isArray(input.children) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    })) && input.children.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })) && _vo0(elem, _path + ".children[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["value", "children"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_TreeNode_1 = (() => { const _so0 = input => `{"value":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.value))},"children":${`[${input.children.map(elem => _so0(elem)).join(",")}]`}}`; const _io0 = input => "number" === typeof input.value && __fw_typia__isTypeInt32._isTypeInt32(input.value) && (Array.isArray(input.children) && input.children.every(elem => "object" === typeof elem && null !== elem && _io0(elem))); return input => _so0(input); })();
const __fw_check_TreeNode_1 = (() => { const _io0 = input => "number" === typeof input.value && __fw_typia__isTypeInt32._isTypeInt32(input.value) && (Array.isArray(input.children) && input.children.every(elem => "object" === typeof elem && null !== elem && _io0(elem))); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.value && (__fw_typia__isTypeInt32._isTypeInt32(input.value) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number & Type<\"int32\">",
        value: input.value
    })) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(number & Type<\"int32\">)",
        value: input.value
    }), (Array.isArray(input.children) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    })) && input.children.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })) && _vo0(elem, _path + ".children[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".children[" + _index2 + "]",
        expected: "TreeNode",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".children",
        expected: "Array<TreeNode>",
        value: input.children
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "TreeNode",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Article_1 = (() => { const _io0 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("status" === key || "color" === key || "level" === key || "score" === key || "ratio" === key || "flag" === key || "id" === key || "created" === key || "day" === key || "site" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Article_1 = (() => { const _io0 = (input, _exceptionable = true) => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)) && (7 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["status", "color", "level", "score", "ratio", "flag", "id", "created", "day", "site"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    }), 7 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["status", "color", "level", "score", "ratio", "flag", "id", "created", "day", "site"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Article_1 = (() => { const _so0 = input => `{${undefined === input.color ? "" : `"color":${undefined !== input.color ? "\"" + input.color + "\"" : undefined},`}${undefined === input.day ? "" : `"day":${undefined !== input.day ? __fw_typia__jsonStringifyString._jsonStringifyString(input.day) : undefined},`}${undefined === input.site ? "" : `"site":${undefined !== input.site ? __fw_typia__jsonStringifyString._jsonStringifyString(input.site) : undefined},`}"status":${"\"" + input.status + "\""},"level":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.level))},"score":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.score))},"ratio":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.ratio))},"flag":${String(input.flag)},"id":${__fw_typia__jsonStringifyString._jsonStringifyString(input.id)},"created":${__fw_typia__jsonStringifyString._jsonStringifyString(input.created)}}`; return input => _so0(input); })();
const __fw_check_Article_1 = (() => { const _io0 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Article",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Matrix_1 = (() => { const _io0 = input => Array.isArray(input.rows) && input.rows.every(elem => Array.isArray(elem) && elem.every(elem => "number" === typeof elem && __fw_typia__isTypeInt32._isTypeInt32(elem))); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.rows) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    })) && input.rows.map((elem, _index3) => (Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })) && elem.map((elem, _index4) => "number" === typeof elem && (__fw_typia__isTypeInt32._isTypeInt32(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "number & Type<\"int32\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "(number & Type<\"int32\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("rows" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Matrix_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.rows) && input.rows.every((elem, _index1) => Array.isArray(elem) && elem.every((elem, _index2) => "number" === typeof elem && __fw_typia__isTypeInt32._isTypeInt32(elem))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["rows"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.rows) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    })) && input.rows.map((elem, _index3) => (Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })) && elem.map((elem, _index4) => "number" === typeof elem && (__fw_typia__isTypeInt32._isTypeInt32(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "number & Type<\"int32\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "(number & Type<\"int32\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["rows"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Matrix_1 = (() => { const _so0 = input => `{"rows":${`[${input.rows.map(elem => `[${elem.map(elem => String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(elem))).join(",")}]`).join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_Matrix_1 = (() => { const _io0 = input => Array.isArray(input.rows) && input.rows.every(elem => Array.isArray(elem) && elem.every(elem => "number" === typeof elem && __fw_typia__isTypeInt32._isTypeInt32(elem))); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.rows) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    })) && input.rows.map((elem, _index3) => (Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })) && elem.map((elem, _index4) => "number" === typeof elem && (__fw_typia__isTypeInt32._isTypeInt32(elem) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "number & Type<\"int32\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "][" + _index4 + "]",
        expected: "(number & Type<\"int32\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows[" + _index3 + "]",
        expected: "Array<number & Type<\"int32\">>",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".rows",
        expected: "Array<Array<number & Type<\"int32\">>>",
        value: input.rows
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Matrix",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Dictionary_1 = (() => { const _io0 = input => "object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) && _io1(input.labels) && ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) && _io2(input.counts)); const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io2 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "number" === typeof value && __fw_typia__isTypeUint32._isTypeUint32(value);
}); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    })) && _vo1(input.labels, _path + ".labels", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    }), ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    })) && _vo2(input.counts, _path + ".counts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "number" === typeof value && (__fw_typia__isTypeUint32._isTypeUint32(value) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "number & Type<\"uint32\">",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(number & Type<\"uint32\">)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.labels && null !== input.labels)
        _po1(input.labels);
    if ("object" === typeof input.counts && null !== input.counts)
        _po2(input.counts);
    for (const key of Object.keys(input)) {
        if ("labels" === key || "counts" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    Object.entries(input).forEach(([key, value]) => {
        if (undefined === value)
            return;
        if (RegExp(/(.*)/).test(key)) { }
    });
    for (const key of Object.keys(input)) {
        if (RegExp(/(.*)/).test(key))
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    Object.entries(input).forEach(([key, value]) => {
        if (undefined === value)
            return;
        if (RegExp(/(.*)/).test(key)) { }
    });
    for (const key of Object.keys(input)) {
        if (RegExp(/(.*)/).test(key))
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Dictionary_1 = (() => { const _io0 = (input, _exceptionable = true) => "object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) && _io1(input.labels, true && _exceptionable) && ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) && _io2(input.counts, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["labels", "counts"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io2 = (input, _exceptionable = true) => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "number" === typeof value && __fw_typia__isTypeUint32._isTypeUint32(value);
}); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    })) && _vo1(input.labels, _path + ".labels", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    }), ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    })) && _vo2(input.counts, _path + ".counts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["labels", "counts"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "number" === typeof value && (__fw_typia__isTypeUint32._isTypeUint32(value) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "number & Type<\"uint32\">",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(number & Type<\"uint32\">)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Dictionary_1 = (() => { const _so0 = input => `{"labels":${_so1(input.labels)},"counts":${_so2(input.counts)}}`; const _so1 = input => `{${Object.entries(input).map(([key, value]) => { if (undefined === value)
    return ""; return `${JSON.stringify(key)}:${__fw_typia__jsonStringifyString._jsonStringifyString(value)}`; }).filter(str => "" !== str).join(",")}}`; const _so2 = input => `{${Object.entries(input).map(([key, value]) => { if (undefined === value)
    return ""; return `${JSON.stringify(key)}:${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(value))}`; }).filter(str => "" !== str).join(",")}}`; const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io2 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "number" === typeof value && __fw_typia__isTypeUint32._isTypeUint32(value);
}); return input => _so0(input); })();
const __fw_check_Dictionary_1 = (() => { const _io0 = input => "object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) && _io1(input.labels) && ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) && _io2(input.counts)); const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io2 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "number" === typeof value && __fw_typia__isTypeUint32._isTypeUint32(value);
}); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.labels && null !== input.labels && false === Array.isArray(input.labels) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    })) && _vo1(input.labels, _path + ".labels", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".labels",
        expected: "Record<string, string>",
        value: input.labels
    }), ("object" === typeof input.counts && null !== input.counts && false === Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    })) && _vo2(input.counts, _path + ".counts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Record<string, number & Type<\"uint32\">>",
        value: input.counts
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "number" === typeof value && (__fw_typia__isTypeUint32._isTypeUint32(value) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "number & Type<\"uint32\">",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(number & Type<\"uint32\">)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Dictionary",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Mixed_1 = (() => { const _io0 = input => ("string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value) && (null === input.maybe || "string" === typeof input.maybe) && (Array.isArray(input.list) && input.list.every(elem => "string" === typeof elem || "number" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(boolean | number | string)",
        value: input.value
    }), null === input.maybe || "string" === typeof input.maybe || _report(_exceptionable, {
        path: _path + ".maybe",
        expected: "(null | string)",
        value: input.maybe
    }), (Array.isArray(input.list) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    })) && input.list.map((elem, _index2) => "string" === typeof elem || "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".list[" + _index2 + "]",
        expected: "(number | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("value" === key || "maybe" === key || "list" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Mixed_1 = (() => { const _io0 = (input, _exceptionable = true) => ("string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value) && (null === input.maybe || "string" === typeof input.maybe) && (Array.isArray(input.list) && input.list.every((elem, _index1) => "string" === typeof elem || "number" === typeof elem)) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["value", "maybe", "list"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(boolean | number | string)",
        value: input.value
    }), null === input.maybe || "string" === typeof input.maybe || _report(_exceptionable, {
        path: _path + ".maybe",
        expected: "(null | string)",
        value: input.maybe
    }), (Array.isArray(input.list) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    })) && input.list.map((elem, _index2) => "string" === typeof elem || "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".list[" + _index2 + "]",
        expected: "(number | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["value", "maybe", "list"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Mixed_1 = (() => { const _so0 = input => `{"value":${(() => {
    if ("string" === typeof input.value)
        return __fw_typia__jsonStringifyString._jsonStringifyString(input.value);
    if ("number" === typeof input.value)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.value));
    if ("boolean" === typeof input.value)
        return String(input.value);
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(boolean | number | string)",
        value: input.value
    });
})()},"maybe":${null !== input.maybe ? __fw_typia__jsonStringifyString._jsonStringifyString(input.maybe) : "null"},"list":${`[${input.list.map(elem => (() => {
    if ("string" === typeof elem)
        return __fw_typia__jsonStringifyString._jsonStringifyString(elem);
    if ("number" === typeof elem)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(elem));
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(number | string)",
        value: elem
    });
})()).join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_Mixed_1 = (() => { const _io0 = input => ("string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value) && (null === input.maybe || "string" === typeof input.maybe) && (Array.isArray(input.list) && input.list.every(elem => "string" === typeof elem || "number" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.value || "number" === typeof input.value || "boolean" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "(boolean | number | string)",
        value: input.value
    }), null === input.maybe || "string" === typeof input.maybe || _report(_exceptionable, {
        path: _path + ".maybe",
        expected: "(null | string)",
        value: input.maybe
    }), (Array.isArray(input.list) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    })) && input.list.map((elem, _index2) => "string" === typeof elem || "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".list[" + _index2 + "]",
        expected: "(number | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".list",
        expected: "Array<string | number>",
        value: input.list
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mixed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Limits_1 = (() => { const _io0 = input => "string" === typeof input.short && input.short.length <= 3 && ("string" === typeof input.code && (2 <= input.code.length && input.code.length <= 2)) && (Array.isArray(input.few) && (1 <= input.few.length && input.few.length <= 3 && input.few.every(elem => "number" === typeof elem))) && ("number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) && -5 <= input.small && input.small <= 5)) && (undefined === input.unique || Array.isArray(input.unique) && (__fw_typia__isUniqueItems._isUniqueItems(input.unique) && input.unique.every(elem => "string" === typeof elem))); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.short && (input.short.length <= 3 || _report(_exceptionable, {
        path: _path + ".short",
        expected: "string & MaxLength<3>",
        value: input.short
    })) || _report(_exceptionable, {
        path: _path + ".short",
        expected: "(string & MaxLength<3>)",
        value: input.short
    }), "string" === typeof input.code && (2 <= input.code.length || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MinLength<2>",
        value: input.code
    })) && (input.code.length <= 2 || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MaxLength<2>",
        value: input.code
    })) || _report(_exceptionable, {
        path: _path + ".code",
        expected: "(string & MinLength<2> & MaxLength<2>)",
        value: input.code
    }), (Array.isArray(input.few) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    })) && ((1 <= input.few.length || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MinItems<1>",
        value: input.few
    })) && (input.few.length <= 3 || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MaxItems<3>",
        value: input.few
    })) && input.few.map((elem, _index3) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".few[" + _index3 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    }), "number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Type<\"int32\">",
        value: input.small
    })) && (-5 <= input.small || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Minimum<-5>",
        value: input.small
    })) && (input.small <= 5 || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Maximum<5>",
        value: input.small
    })) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "(number & Type<\"int32\"> & Minimum<-5> & Maximum<5>)",
        value: input.small
    }), undefined === input.unique || (Array.isArray(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    })) && ((__fw_typia__isUniqueItems._isUniqueItems(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "Array<> & UniqueItems<true>",
        value: input.unique
    })) && input.unique.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".unique[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("short" === key || "code" === key || "few" === key || "small" === key || "unique" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Limits_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.short && input.short.length <= 3 && ("string" === typeof input.code && (2 <= input.code.length && input.code.length <= 2)) && (Array.isArray(input.few) && (1 <= input.few.length && input.few.length <= 3 && input.few.every((elem, _index1) => "number" === typeof elem))) && ("number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) && -5 <= input.small && input.small <= 5)) && (undefined === input.unique || Array.isArray(input.unique) && (__fw_typia__isUniqueItems._isUniqueItems(input.unique) && input.unique.every((elem, _index2) => "string" === typeof elem))) && (4 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["short", "code", "few", "small", "unique"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.short && (input.short.length <= 3 || _report(_exceptionable, {
        path: _path + ".short",
        expected: "string & MaxLength<3>",
        value: input.short
    })) || _report(_exceptionable, {
        path: _path + ".short",
        expected: "(string & MaxLength<3>)",
        value: input.short
    }), "string" === typeof input.code && (2 <= input.code.length || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MinLength<2>",
        value: input.code
    })) && (input.code.length <= 2 || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MaxLength<2>",
        value: input.code
    })) || _report(_exceptionable, {
        path: _path + ".code",
        expected: "(string & MinLength<2> & MaxLength<2>)",
        value: input.code
    }), (Array.isArray(input.few) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    })) && ((1 <= input.few.length || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MinItems<1>",
        value: input.few
    })) && (input.few.length <= 3 || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MaxItems<3>",
        value: input.few
    })) && input.few.map((elem, _index3) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".few[" + _index3 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    }), "number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Type<\"int32\">",
        value: input.small
    })) && (-5 <= input.small || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Minimum<-5>",
        value: input.small
    })) && (input.small <= 5 || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Maximum<5>",
        value: input.small
    })) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "(number & Type<\"int32\"> & Minimum<-5> & Maximum<5>)",
        value: input.small
    }), undefined === input.unique || (Array.isArray(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    })) && ((__fw_typia__isUniqueItems._isUniqueItems(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "Array<> & UniqueItems<true>",
        value: input.unique
    })) && input.unique.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".unique[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    }), 4 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["short", "code", "few", "small", "unique"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Limits_1 = (() => { const _so0 = input => `{${undefined === input.unique ? "" : `"unique":${undefined !== input.unique ? `[${input.unique.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]` : undefined},`}"short":${__fw_typia__jsonStringifyString._jsonStringifyString(input.short)},"code":${__fw_typia__jsonStringifyString._jsonStringifyString(input.code)},"few":${`[${input.few.map(elem => String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(elem))).join(",")}]`},"small":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.small))}}`; return input => _so0(input); })();
const __fw_check_Limits_1 = (() => { const _io0 = input => "string" === typeof input.short && input.short.length <= 3 && ("string" === typeof input.code && (2 <= input.code.length && input.code.length <= 2)) && (Array.isArray(input.few) && (1 <= input.few.length && input.few.length <= 3 && input.few.every(elem => "number" === typeof elem))) && ("number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) && -5 <= input.small && input.small <= 5)) && (undefined === input.unique || Array.isArray(input.unique) && (__fw_typia__isUniqueItems._isUniqueItems(input.unique) && input.unique.every(elem => "string" === typeof elem))); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.short && (input.short.length <= 3 || _report(_exceptionable, {
        path: _path + ".short",
        expected: "string & MaxLength<3>",
        value: input.short
    })) || _report(_exceptionable, {
        path: _path + ".short",
        expected: "(string & MaxLength<3>)",
        value: input.short
    }), "string" === typeof input.code && (2 <= input.code.length || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MinLength<2>",
        value: input.code
    })) && (input.code.length <= 2 || _report(_exceptionable, {
        path: _path + ".code",
        expected: "string & MaxLength<2>",
        value: input.code
    })) || _report(_exceptionable, {
        path: _path + ".code",
        expected: "(string & MinLength<2> & MaxLength<2>)",
        value: input.code
    }), (Array.isArray(input.few) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    })) && ((1 <= input.few.length || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MinItems<1>",
        value: input.few
    })) && (input.few.length <= 3 || _report(_exceptionable, {
        path: _path + ".few",
        expected: "Array<> & MaxItems<3>",
        value: input.few
    })) && input.few.map((elem, _index3) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".few[" + _index3 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".few",
        expected: "(Array<number> & MinItems<1> & MaxItems<3>)",
        value: input.few
    }), "number" === typeof input.small && (__fw_typia__isTypeInt32._isTypeInt32(input.small) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Type<\"int32\">",
        value: input.small
    })) && (-5 <= input.small || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Minimum<-5>",
        value: input.small
    })) && (input.small <= 5 || _report(_exceptionable, {
        path: _path + ".small",
        expected: "number & Maximum<5>",
        value: input.small
    })) || _report(_exceptionable, {
        path: _path + ".small",
        expected: "(number & Type<\"int32\"> & Minimum<-5> & Maximum<5>)",
        value: input.small
    }), undefined === input.unique || (Array.isArray(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    })) && ((__fw_typia__isUniqueItems._isUniqueItems(input.unique) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "Array<> & UniqueItems<true>",
        value: input.unique
    })) && input.unique.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".unique[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".unique",
        expected: "((Array<string> & UniqueItems<true>) | undefined)",
        value: input.unique
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Limits",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Envelope_Address_1 = (() => { const _io0 = input => "object" === typeof input.data && null !== input.data && _io1(input.data) && (undefined === input.page || "number" === typeof input.page && __fw_typia__isTypeUint32._isTypeUint32(input.page)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.data && null !== input.data || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    })) && _vo1(input.data, _path + ".data", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    }), undefined === input.page || "number" === typeof input.page && (__fw_typia__isTypeUint32._isTypeUint32(input.page) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "number & Type<\"uint32\">",
        value: input.page
    })) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.page
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.data && null !== input.data)
        _po1(input.data);
    for (const key of Object.keys(input)) {
        if ("data" === key || "page" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Envelope_Address_1 = (() => { const _io0 = (input, _exceptionable = true) => "object" === typeof input.data && null !== input.data && _io1(input.data, true && _exceptionable) && (undefined === input.page || "number" === typeof input.page && __fw_typia__isTypeUint32._isTypeUint32(input.page)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["data", "page"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.data && null !== input.data || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    })) && _vo1(input.data, _path + ".data", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    }), undefined === input.page || "number" === typeof input.page && (__fw_typia__isTypeUint32._isTypeUint32(input.page) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "number & Type<\"uint32\">",
        value: input.page
    })) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.page
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["data", "page"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Envelope_Address_1 = (() => { const _so0 = input => `{${undefined === input.page ? "" : `"page":${undefined !== input.page ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.page)) : undefined},`}"data":${_so1(input.data)}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Envelope_Address_1 = (() => { const _io0 = input => "object" === typeof input.data && null !== input.data && _io1(input.data) && (undefined === input.page || "number" === typeof input.page && __fw_typia__isTypeUint32._isTypeUint32(input.page)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.data && null !== input.data || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    })) && _vo1(input.data, _path + ".data", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".data",
        expected: "Address",
        value: input.data
    }), undefined === input.page || "number" === typeof input.page && (__fw_typia__isTypeUint32._isTypeUint32(input.page) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "number & Type<\"uint32\">",
        value: input.page
    })) || _report(_exceptionable, {
        path: _path + ".page",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.page
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Envelope<Address>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Partial_Person_1 = (() => { const _io0 = input => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (undefined === input.tags || Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), undefined === input.tags || (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key || "email" === key || "tags" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Partial_Person_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (undefined === input.tags || Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), undefined === input.tags || (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Partial_Person_1 = (() => { const _so0 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.name ? "" : `"name":${undefined !== input.name ? __fw_typia__jsonStringifyString._jsonStringifyString(input.name) : undefined},`}${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.tags ? "" : `"tags":${undefined !== input.tags ? `[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]` : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined}`}`)}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Partial_Person_1 = (() => { const _io0 = input => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (undefined === input.tags || Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), undefined === input.tags || (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "(Array<string> | undefined)",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_PersonName_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("email" === key || "name" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_PersonName_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["email", "name"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["email", "name"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_PersonName_1 = (() => { const _so0 = input => `{${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)}}`; return input => _so0(input); })();
const __fw_check_PersonName_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonName",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_PersonWithoutTags_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("email" === key || "name" === key || "age" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_PersonWithoutTags_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["email", "name", "age", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["email", "name", "age", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_PersonWithoutTags_1 = (() => { const _so0 = input => `{${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_PersonWithoutTags_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PersonWithoutTags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Required_Pick_Person_name_age_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && ("number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "(number & Type<\"uint32\"> & Maximum<150>)",
        value: input.age
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Required_Pick_Person_name_age_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && ("number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "(number & Type<\"uint32\"> & Maximum<150>)",
        value: input.age
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Required_Pick_Person_name_age_1 = (() => { const _so0 = input => `{"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"age":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age))}}`; return input => _so0(input); })();
const __fw_check_Required_Pick_Person_name_age_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && ("number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "(number & Type<\"uint32\"> & Maximum<150>)",
        value: input.age
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Required<Pick<Person, \"name\" | \"age\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Stamped_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)) && ("number" === typeof input.stamp && __fw_typia__isTypeUint32._isTypeUint32(input.stamp)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), "number" === typeof input.stamp && (__fw_typia__isTypeUint32._isTypeUint32(input.stamp) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "number & Type<\"uint32\">",
        value: input.stamp
    })) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "(number & Type<\"uint32\">)",
        value: input.stamp
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key || "email" === key || "tags" === key || "address" === key || "stamp" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Stamped_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && ("number" === typeof input.stamp && __fw_typia__isTypeUint32._isTypeUint32(input.stamp)) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age", "email", "tags", "address", "stamp"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), "number" === typeof input.stamp && (__fw_typia__isTypeUint32._isTypeUint32(input.stamp) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "number & Type<\"uint32\">",
        value: input.stamp
    })) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "(number & Type<\"uint32\">)",
        value: input.stamp
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age", "email", "tags", "address", "stamp"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Stamped_1 = (() => { const _so0 = input => `{${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"tags":${`[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`},"stamp":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.stamp))}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Stamped_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)) && ("number" === typeof input.stamp && __fw_typia__isTypeUint32._isTypeUint32(input.stamp)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), "number" === typeof input.stamp && (__fw_typia__isTypeUint32._isTypeUint32(input.stamp) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "number & Type<\"uint32\">",
        value: input.stamp
    })) || _report(_exceptionable, {
        path: _path + ".stamp",
        expected: "(number & Type<\"uint32\">)",
        value: input.stamp
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Stamped",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Deep_1 = (() => { const _io0 = input => "object" === typeof input.a && null !== input.a && _io1(input.a); const _io1 = input => "object" === typeof input.b && null !== input.b && _io2(input.b); const _io2 = input => "object" === typeof input.c && null !== input.c && _io3(input.c); const _io3 = input => (undefined === input.d || "string" === typeof input.d) && (Array.isArray(input.e) && input.e.every(elem => "number" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.a && null !== input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [("object" === typeof input.b && null !== input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [("object" === typeof input.c && null !== input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    })) && _vo3(input.c, _path + ".c", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [undefined === input.d || "string" === typeof input.d || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(string | undefined)",
        value: input.d
    }), (Array.isArray(input.e) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    })) && input.e.map((elem, _index2) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".e[" + _index2 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.a && null !== input.a)
        _po1(input.a);
    for (const key of Object.keys(input)) {
        if ("a" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    if ("object" === typeof input.b && null !== input.b)
        _po2(input.b);
    for (const key of Object.keys(input)) {
        if ("b" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    if ("object" === typeof input.c && null !== input.c)
        _po3(input.c);
    for (const key of Object.keys(input)) {
        if ("c" === key)
            continue;
        delete input[key];
    }
}; const _po3 = input => {
    for (const key of Object.keys(input)) {
        if ("d" === key || "e" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Deep_1 = (() => { const _io0 = (input, _exceptionable = true) => "object" === typeof input.a && null !== input.a && _io1(input.a, true && _exceptionable) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "object" === typeof input.b && null !== input.b && _io2(input.b, true && _exceptionable) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["b"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "object" === typeof input.c && null !== input.c && _io3(input.c, true && _exceptionable) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["c"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input, _exceptionable = true) => (undefined === input.d || "string" === typeof input.d) && (Array.isArray(input.e) && input.e.every((elem, _index1) => "number" === typeof elem)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["d", "e"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.a && null !== input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [("object" === typeof input.b && null !== input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["b"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [("object" === typeof input.c && null !== input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    })) && _vo3(input.c, _path + ".c", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["c"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [undefined === input.d || "string" === typeof input.d || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(string | undefined)",
        value: input.d
    }), (Array.isArray(input.e) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    })) && input.e.map((elem, _index2) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".e[" + _index2 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["d", "e"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Deep_1 = (() => { const _so0 = input => `{"a":${_so1(input.a)}}`; const _so1 = input => `{"b":${_so2(input.b)}}`; const _so2 = input => `{"c":${_so3(input.c)}}`; const _so3 = input => `{${undefined === input.d ? "" : `"d":${undefined !== input.d ? __fw_typia__jsonStringifyString._jsonStringifyString(input.d) : undefined},`}"e":${`[${input.e.map(elem => String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(elem))).join(",")}]`}}`; const _io1 = input => "object" === typeof input.b && null !== input.b && _io2(input.b); const _io2 = input => "object" === typeof input.c && null !== input.c && _io3(input.c); const _io3 = input => (undefined === input.d || "string" === typeof input.d) && (Array.isArray(input.e) && input.e.every(elem => "number" === typeof elem)); return input => _so0(input); })();
const __fw_check_Deep_1 = (() => { const _io0 = input => "object" === typeof input.a && null !== input.a && _io1(input.a); const _io1 = input => "object" === typeof input.b && null !== input.b && _io2(input.b); const _io2 = input => "object" === typeof input.c && null !== input.c && _io3(input.c); const _io3 = input => (undefined === input.d || "string" === typeof input.d) && (Array.isArray(input.e) && input.e.every(elem => "number" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.a && null !== input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "__type",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [("object" === typeof input.b && null !== input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "__type.o1",
        value: input.b
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [("object" === typeof input.c && null !== input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    })) && _vo3(input.c, _path + ".c", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "__type.o2",
        value: input.c
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [undefined === input.d || "string" === typeof input.d || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(string | undefined)",
        value: input.d
    }), (Array.isArray(input.e) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    })) && input.e.map((elem, _index2) => "number" === typeof elem || _report(_exceptionable, {
        path: _path + ".e[" + _index2 + "]",
        expected: "number",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "Array<number>",
        value: input.e
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Deep",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Optionals_1 = (() => { const _io0 = input => (undefined === input.a || "string" === typeof input.a) && (undefined === input.b || "number" === typeof input.b) && (undefined === input.c || "boolean" === typeof input.c) && (undefined === input.d || Array.isArray(input.d) && input.d.every(elem => "string" === typeof elem)) && (undefined === input.e || "object" === typeof input.e && null !== input.e && _io1(input.e)) && (null === input.f || undefined === input.f || "string" === typeof input.f); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(string | undefined)",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    }), undefined === input.c || "boolean" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(boolean | undefined)",
        value: input.c
    }), undefined === input.d || (Array.isArray(input.d) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    })) && input.d.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".d[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    }), undefined === input.e || ("object" === typeof input.e && null !== input.e || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    })) && _vo1(input.e, _path + ".e", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    }), null === input.f || undefined === input.f || "string" === typeof input.f || _report(_exceptionable, {
        path: _path + ".f",
        expected: "(null | string | undefined)",
        value: input.f
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.e && null !== input.e)
        _po1(input.e);
    for (const key of Object.keys(input)) {
        if ("a" === key || "b" === key || "c" === key || "d" === key || "e" === key || "f" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Optionals_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.a || "string" === typeof input.a) && (undefined === input.b || "number" === typeof input.b) && (undefined === input.c || "boolean" === typeof input.c) && (undefined === input.d || Array.isArray(input.d) && input.d.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.e || "object" === typeof input.e && null !== input.e && _io1(input.e, true && _exceptionable)) && (null === input.f || undefined === input.f || "string" === typeof input.f) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a", "b", "c", "d", "e", "f"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(string | undefined)",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    }), undefined === input.c || "boolean" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(boolean | undefined)",
        value: input.c
    }), undefined === input.d || (Array.isArray(input.d) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    })) && input.d.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".d[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    }), undefined === input.e || ("object" === typeof input.e && null !== input.e || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    })) && _vo1(input.e, _path + ".e", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    }), null === input.f || undefined === input.f || "string" === typeof input.f || _report(_exceptionable, {
        path: _path + ".f",
        expected: "(null | string | undefined)",
        value: input.f
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a", "b", "c", "d", "e", "f"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Optionals_1 = (() => { const _so0 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.a ? "" : `"a":${undefined !== input.a ? __fw_typia__jsonStringifyString._jsonStringifyString(input.a) : undefined},`}${undefined === input.b ? "" : `"b":${undefined !== input.b ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.b)) : undefined},`}${undefined === input.c ? "" : `"c":${undefined !== input.c ? String(input.c) : undefined},`}${undefined === input.d ? "" : `"d":${undefined !== input.d ? `[${input.d.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]` : undefined},`}${undefined === input.e ? "" : `"e":${undefined !== input.e ? _so1(input.e) : undefined},`}${undefined === input.f ? "" : `"f":${undefined !== input.f ? null !== input.f ? __fw_typia__jsonStringifyString._jsonStringifyString(input.f) : "null" : undefined}`}`)}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Optionals_1 = (() => { const _io0 = input => (undefined === input.a || "string" === typeof input.a) && (undefined === input.b || "number" === typeof input.b) && (undefined === input.c || "boolean" === typeof input.c) && (undefined === input.d || Array.isArray(input.d) && input.d.every(elem => "string" === typeof elem)) && (undefined === input.e || "object" === typeof input.e && null !== input.e && _io1(input.e)) && (null === input.f || undefined === input.f || "string" === typeof input.f); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(string | undefined)",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    }), undefined === input.c || "boolean" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(boolean | undefined)",
        value: input.c
    }), undefined === input.d || (Array.isArray(input.d) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    })) && input.d.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".d[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".d",
        expected: "(Array<string> | undefined)",
        value: input.d
    }), undefined === input.e || ("object" === typeof input.e && null !== input.e || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    })) && _vo1(input.e, _path + ".e", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".e",
        expected: "(Address | undefined)",
        value: input.e
    }), null === input.f || undefined === input.f || "string" === typeof input.f || _report(_exceptionable, {
        path: _path + ".f",
        expected: "(null | string | undefined)",
        value: input.f
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Optionals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Feed_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _pu0(elem);
}); const _io0 = input => Array.isArray(input.events) && input.events.every(elem => "object" === typeof elem && null !== elem && _iu0(elem)); const _io1 = input => "click" === input.type && "number" === typeof input.x && "number" === typeof input.y; const _io2 = input => "key" === input.type && ("string" === typeof input.key && 1 <= input.key.length); const _io3 = input => "scroll" === input.type && (undefined === input.delta || "number" === typeof input.delta); const _iu0 = input => (() => {
    if ("click" === input.type)
        return _io1(input);
    else if ("key" === input.type)
        return _io2(input);
    else if ("scroll" === input.type)
        return _io3(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.events) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    })) && input.events.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })) && _vu0(elem, _path + ".events[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["click" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"click\"",
        value: input.type
    }), "number" === typeof input.x || _report(_exceptionable, {
        path: _path + ".x",
        expected: "number",
        value: input.x
    }), "number" === typeof input.y || _report(_exceptionable, {
        path: _path + ".y",
        expected: "number",
        value: input.y
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["key" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"key\"",
        value: input.type
    }), "string" === typeof input.key && (1 <= input.key.length || _report(_exceptionable, {
        path: _path + ".key",
        expected: "string & MinLength<1>",
        value: input.key
    })) || _report(_exceptionable, {
        path: _path + ".key",
        expected: "(string & MinLength<1>)",
        value: input.key
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => ["scroll" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"scroll\"",
        value: input.type
    }), undefined === input.delta || "number" === typeof input.delta || _report(_exceptionable, {
        path: _path + ".delta",
        expected: "(number | undefined)",
        value: input.delta
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("click" === input.type)
        return _vo1(input, _path, true && _exceptionable);
    else if ("key" === input.type)
        return _vo2(input, _path, true && _exceptionable);
    else if ("scroll" === input.type)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1 | __type.o4)",
            value: input
        });
})(); const _po0 = input => {
    if (Array.isArray(input.events))
        _pp0(input.events);
    for (const key of Object.keys(input)) {
        if ("events" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("type" === key || "x" === key || "y" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("type" === key || "key" === key)
            continue;
        delete input[key];
    }
}; const _po3 = input => {
    for (const key of Object.keys(input)) {
        if ("type" === key || "delta" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if ("click" === input.type)
        return _po1(input);
    else if ("key" === input.type)
        return _po2(input);
    else if ("scroll" === input.type)
        return _po3(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o1 | __type.o4)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Feed_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.events) && input.events.every((elem, _index1) => "object" === typeof elem && null !== elem && _iu0(elem, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["events"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "click" === input.type && "number" === typeof input.x && "number" === typeof input.y && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["type", "x", "y"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "key" === input.type && ("string" === typeof input.key && 1 <= input.key.length) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["type", "key"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input, _exceptionable = true) => "scroll" === input.type && (undefined === input.delta || "number" === typeof input.delta) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["type", "delta"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if ("click" === input.type)
        return _io1(input, true && _exceptionable);
    else if ("key" === input.type)
        return _io2(input, true && _exceptionable);
    else if ("scroll" === input.type)
        return _io3(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.events) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    })) && input.events.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })) && _vu0(elem, _path + ".events[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["events"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["click" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"click\"",
        value: input.type
    }), "number" === typeof input.x || _report(_exceptionable, {
        path: _path + ".x",
        expected: "number",
        value: input.x
    }), "number" === typeof input.y || _report(_exceptionable, {
        path: _path + ".y",
        expected: "number",
        value: input.y
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["type", "x", "y"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["key" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"key\"",
        value: input.type
    }), "string" === typeof input.key && (1 <= input.key.length || _report(_exceptionable, {
        path: _path + ".key",
        expected: "string & MinLength<1>",
        value: input.key
    })) || _report(_exceptionable, {
        path: _path + ".key",
        expected: "(string & MinLength<1>)",
        value: input.key
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["type", "key"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => ["scroll" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"scroll\"",
        value: input.type
    }), undefined === input.delta || "number" === typeof input.delta || _report(_exceptionable, {
        path: _path + ".delta",
        expected: "(number | undefined)",
        value: input.delta
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["type", "delta"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("click" === input.type)
        return _vo1(input, _path, true && _exceptionable);
    else if ("key" === input.type)
        return _vo2(input, _path, true && _exceptionable);
    else if ("scroll" === input.type)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1 | __type.o4)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Feed_1 = (() => { const _so0 = input => `{"events":${`[${input.events.map(elem => _su0(elem)).join(",")}]`}}`; const _so1 = input => `{"type":${"\"" + input.type + "\""},"x":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.x))},"y":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.y))}}`; const _so2 = input => `{"type":${"\"" + input.type + "\""},"key":${__fw_typia__jsonStringifyString._jsonStringifyString(input.key)}}`; const _so3 = input => `{${undefined === input.delta ? "" : `"delta":${undefined !== input.delta ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.delta)) : undefined},`}"type":${"\"" + input.type + "\""}}`; const _su0 = input => (() => {
    if ("click" === input.type)
        return _so1(input);
    else if ("key" === input.type)
        return _so2(input);
    else if ("scroll" === input.type)
        return _so3(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o1 | __type.o4)",
            value: input
        });
})(); const _io1 = input => "click" === input.type && "number" === typeof input.x && "number" === typeof input.y; const _io2 = input => "key" === input.type && ("string" === typeof input.key && 1 <= input.key.length); const _io3 = input => "scroll" === input.type && (undefined === input.delta || "number" === typeof input.delta); const _iu0 = input => (() => {
    if ("click" === input.type)
        return _io1(input);
    else if ("key" === input.type)
        return _io2(input);
    else if ("scroll" === input.type)
        return _io3(input);
    else
        return false;
})(); return input => _so0(input); })();
const __fw_check_Feed_1 = (() => { const _io0 = input => Array.isArray(input.events) && input.events.every(elem => "object" === typeof elem && null !== elem && _iu0(elem)); const _io1 = input => "click" === input.type && "number" === typeof input.x && "number" === typeof input.y; const _io2 = input => "key" === input.type && ("string" === typeof input.key && 1 <= input.key.length); const _io3 = input => "scroll" === input.type && (undefined === input.delta || "number" === typeof input.delta); const _iu0 = input => (() => {
    if ("click" === input.type)
        return _io1(input);
    else if ("key" === input.type)
        return _io2(input);
    else if ("scroll" === input.type)
        return _io3(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.events) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    })) && input.events.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })) && _vu0(elem, _path + ".events[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".events[" + _index2 + "]",
        expected: "(__type | __type.o1 | __type.o4)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".events",
        expected: "Array<Event>",
        value: input.events
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["click" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"click\"",
        value: input.type
    }), "number" === typeof input.x || _report(_exceptionable, {
        path: _path + ".x",
        expected: "number",
        value: input.x
    }), "number" === typeof input.y || _report(_exceptionable, {
        path: _path + ".y",
        expected: "number",
        value: input.y
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["key" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"key\"",
        value: input.type
    }), "string" === typeof input.key && (1 <= input.key.length || _report(_exceptionable, {
        path: _path + ".key",
        expected: "string & MinLength<1>",
        value: input.key
    })) || _report(_exceptionable, {
        path: _path + ".key",
        expected: "(string & MinLength<1>)",
        value: input.key
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => ["scroll" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"scroll\"",
        value: input.type
    }), undefined === input.delta || "number" === typeof input.delta || _report(_exceptionable, {
        path: _path + ".delta",
        expected: "(number | undefined)",
        value: input.delta
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("click" === input.type)
        return _vo1(input, _path, true && _exceptionable);
    else if ("key" === input.type)
        return _vo2(input, _path, true && _exceptionable);
    else if ("scroll" === input.type)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1 | __type.o4)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Feed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Wrapper_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po1(elem);
}); const _io0 = input => Array.isArray(input.items) && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem)); const _io1 = input => "number" === typeof input.id && __fw_typia__isTypeUint32._isTypeUint32(input.id) && (undefined === input.label || "string" === typeof input.label); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.id && (__fw_typia__isTypeUint32._isTypeUint32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"uint32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(number & Type<\"uint32\">)",
        value: input.id
    }), undefined === input.label || "string" === typeof input.label || _report(_exceptionable, {
        path: _path + ".label",
        expected: "(string | undefined)",
        value: input.label
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.items))
        _pp0(input.items);
    for (const key of Object.keys(input)) {
        if ("items" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("id" === key || "label" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Wrapper_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.items) && input.items.every((elem, _index1) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["items"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "number" === typeof input.id && __fw_typia__isTypeUint32._isTypeUint32(input.id) && (undefined === input.label || "string" === typeof input.label) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["id", "label"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["items"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.id && (__fw_typia__isTypeUint32._isTypeUint32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"uint32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(number & Type<\"uint32\">)",
        value: input.id
    }), undefined === input.label || "string" === typeof input.label || _report(_exceptionable, {
        path: _path + ".label",
        expected: "(string | undefined)",
        value: input.label
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["id", "label"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Wrapper_1 = (() => { const _so0 = input => `{"items":${`[${input.items.map(elem => _so1(elem)).join(",")}]`}}`; const _so1 = input => `{${undefined === input.label ? "" : `"label":${undefined !== input.label ? __fw_typia__jsonStringifyString._jsonStringifyString(input.label) : undefined},`}"id":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.id))}}`; const _io1 = input => "number" === typeof input.id && __fw_typia__isTypeUint32._isTypeUint32(input.id) && (undefined === input.label || "string" === typeof input.label); return input => _so0(input); })();
const __fw_check_Wrapper_1 = (() => { const _io0 = input => Array.isArray(input.items) && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem)); const _io1 = input => "number" === typeof input.id && __fw_typia__isTypeUint32._isTypeUint32(input.id) && (undefined === input.label || "string" === typeof input.label); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<__type>",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.id && (__fw_typia__isTypeUint32._isTypeUint32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"uint32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(number & Type<\"uint32\">)",
        value: input.id
    }), undefined === input.label || "string" === typeof input.label || _report(_exceptionable, {
        path: _path + ".label",
        expected: "(string | undefined)",
        value: input.label
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Wrapper",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Shape_1 = (() => { const _io0 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io1 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); const _iu0 = input => (() => {
    if ("circle" === input.kind)
        return _io0(input);
    else if ("square" === input.kind)
        return _io1(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo0(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("kind" === key || "radius" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("kind" === key || "side" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if ("circle" === input.kind)
        return _po0(input);
    else if ("square" === input.kind)
        return _po1(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _pu0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Shape_1 = (() => { const _io0 = (input, _exceptionable = true) => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["kind", "radius"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "square" === input.kind && ("number" === typeof input.side && 0 < input.side) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["kind", "side"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _io0(input, true && _exceptionable);
    else if ("square" === input.kind)
        return _io1(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["kind", "radius"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["kind", "side"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo0(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _iu0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Shape_1 = (() => { const _so0 = input => `{"kind":${"\"" + input.kind + "\""},"radius":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.radius))}}`; const _so1 = input => `{"kind":${"\"" + input.kind + "\""},"side":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.side))}}`; const _su0 = input => (() => {
    if ("circle" === input.kind)
        return _so0(input);
    else if ("square" === input.kind)
        return _so1(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const _io0 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io1 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); return input => _su0(input); })();
const __fw_check_Shape_1 = (() => { const _io0 = input => "circle" === input.kind && ("number" === typeof input.radius && 0 <= input.radius); const _io1 = input => "square" === input.kind && ("number" === typeof input.side && 0 < input.side); const _iu0 = input => (() => {
    if ("circle" === input.kind)
        return _io0(input);
    else if ("square" === input.kind)
        return _io1(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["circle" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"circle\"",
        value: input.kind
    }), "number" === typeof input.radius && (0 <= input.radius || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "number & Minimum<0>",
        value: input.radius
    })) || _report(_exceptionable, {
        path: _path + ".radius",
        expected: "(number & Minimum<0>)",
        value: input.radius
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["square" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"square\"",
        value: input.kind
    }), "number" === typeof input.side && (0 < input.side || _report(_exceptionable, {
        path: _path + ".side",
        expected: "number & ExclusiveMinimum<0>",
        value: input.side
    })) || _report(_exceptionable, {
        path: _path + ".side",
        expected: "(number & ExclusiveMinimum<0>)",
        value: input.side
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if ("circle" === input.kind)
        return _vo0(input, _path, true && _exceptionable);
    else if ("square" === input.kind)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o3)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o3)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_status_Status_colors_Color_1 = (() => { const _io0 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (Array.isArray(input.colors) && input.colors.every(elem => "red" === elem || "blue" === elem)); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), (Array.isArray(input.colors) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    })) && input.colors.map((elem, _index2) => "red" === elem || "blue" === elem || _report(_exceptionable, {
        path: _path + ".colors[" + _index2 + "]",
        expected: "(\"blue\" | \"red\")",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("status" === key || "colors" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_status_Status_colors_Color_1 = (() => { const _io0 = (input, _exceptionable = true) => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (Array.isArray(input.colors) && input.colors.every((elem, _index1) => "red" === elem || "blue" === elem)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["status", "colors"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), (Array.isArray(input.colors) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    })) && input.colors.map((elem, _index2) => "red" === elem || "blue" === elem || _report(_exceptionable, {
        path: _path + ".colors[" + _index2 + "]",
        expected: "(\"blue\" | \"red\")",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["status", "colors"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_status_Status_colors_Color_1 = (() => { const _so0 = input => `{"status":${"\"" + input.status + "\""},"colors":${`[${input.colors.map(elem => "\"" + elem + "\"").join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_status_Status_colors_Color_1 = (() => { const _io0 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (Array.isArray(input.colors) && input.colors.every(elem => "red" === elem || "blue" === elem)); const _vo0 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), (Array.isArray(input.colors) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    })) && input.colors.map((elem, _index2) => "red" === elem || "blue" === elem || _report(_exceptionable, {
        path: _path + ".colors[" + _index2 + "]",
        expected: "(\"blue\" | \"red\")",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".colors",
        expected: "Array<Color>",
        value: input.colors
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "__type",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Tupled_1 = (() => { const _io0 = input => Array.isArray(input.pair) && (input.pair.length === 2 && "string" === typeof input.pair[0] && "number" === typeof input.pair[1]) && (undefined === input.triple || Array.isArray(input.triple) && (input.triple.length === 3 && "boolean" === typeof input.triple[0] && "string" === typeof input.triple[1] && ("number" === typeof input.triple[2] && __fw_typia__isTypeUint32._isTypeUint32(input.triple[2])))); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.pair) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && ((input.pair.length === 2 || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && [
        "string" === typeof input.pair[0] || _report(_exceptionable, {
            path: _path + ".pair[0]",
            expected: "string",
            value: input.pair[0]
        }),
        "number" === typeof input.pair[1] || _report(_exceptionable, {
            path: _path + ".pair[1]",
            expected: "number",
            value: input.pair[1]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    }), undefined === input.triple || (Array.isArray(input.triple) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    })) && ((input.triple.length === 3 || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "[boolean, string, (number & Type<\"uint32\">)]",
        value: input.triple
    })) && [
        "boolean" === typeof input.triple[0] || _report(_exceptionable, {
            path: _path + ".triple[0]",
            expected: "boolean",
            value: input.triple[0]
        }),
        "string" === typeof input.triple[1] || _report(_exceptionable, {
            path: _path + ".triple[1]",
            expected: "string",
            value: input.triple[1]
        }),
        "number" === typeof input.triple[2] && (__fw_typia__isTypeUint32._isTypeUint32(input.triple[2]) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "number & Type<\"uint32\">",
            value: input.triple[2]
        })) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "(number & Type<\"uint32\">)",
            value: input.triple[2]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("pair" === key || "triple" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Tupled_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.pair) && (input.pair.length === 2 && "string" === typeof input.pair[0] && "number" === typeof input.pair[1]) && (undefined === input.triple || Array.isArray(input.triple) && (input.triple.length === 3 && "boolean" === typeof input.triple[0] && "string" === typeof input.triple[1] && ("number" === typeof input.triple[2] && __fw_typia__isTypeUint32._isTypeUint32(input.triple[2])))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["pair", "triple"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.pair) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && ((input.pair.length === 2 || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && [
        "string" === typeof input.pair[0] || _report(_exceptionable, {
            path: _path + ".pair[0]",
            expected: "string",
            value: input.pair[0]
        }),
        "number" === typeof input.pair[1] || _report(_exceptionable, {
            path: _path + ".pair[1]",
            expected: "number",
            value: input.pair[1]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    }), undefined === input.triple || (Array.isArray(input.triple) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    })) && ((input.triple.length === 3 || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "[boolean, string, (number & Type<\"uint32\">)]",
        value: input.triple
    })) && [
        "boolean" === typeof input.triple[0] || _report(_exceptionable, {
            path: _path + ".triple[0]",
            expected: "boolean",
            value: input.triple[0]
        }),
        "string" === typeof input.triple[1] || _report(_exceptionable, {
            path: _path + ".triple[1]",
            expected: "string",
            value: input.triple[1]
        }),
        "number" === typeof input.triple[2] && (__fw_typia__isTypeUint32._isTypeUint32(input.triple[2]) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "number & Type<\"uint32\">",
            value: input.triple[2]
        })) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "(number & Type<\"uint32\">)",
            value: input.triple[2]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["pair", "triple"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Tupled_1 = (() => { const _so0 = input => `{${undefined === input.triple ? "" : `"triple":${undefined !== input.triple ? `[${String(input.triple[0])},${__fw_typia__jsonStringifyString._jsonStringifyString(input.triple[1])},${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.triple[2]))}]` : undefined},`}"pair":${`[${__fw_typia__jsonStringifyString._jsonStringifyString(input.pair[0])},${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.pair[1]))}]`}}`; return input => _so0(input); })();
const __fw_check_Tupled_1 = (() => { const _io0 = input => Array.isArray(input.pair) && (input.pair.length === 2 && "string" === typeof input.pair[0] && "number" === typeof input.pair[1]) && (undefined === input.triple || Array.isArray(input.triple) && (input.triple.length === 3 && "boolean" === typeof input.triple[0] && "string" === typeof input.triple[1] && ("number" === typeof input.triple[2] && __fw_typia__isTypeUint32._isTypeUint32(input.triple[2])))); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.pair) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && ((input.pair.length === 2 || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    })) && [
        "string" === typeof input.pair[0] || _report(_exceptionable, {
            path: _path + ".pair[0]",
            expected: "string",
            value: input.pair[0]
        }),
        "number" === typeof input.pair[1] || _report(_exceptionable, {
            path: _path + ".pair[1]",
            expected: "number",
            value: input.pair[1]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".pair",
        expected: "[string, number]",
        value: input.pair
    }), undefined === input.triple || (Array.isArray(input.triple) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    })) && ((input.triple.length === 3 || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "[boolean, string, (number & Type<\"uint32\">)]",
        value: input.triple
    })) && [
        "boolean" === typeof input.triple[0] || _report(_exceptionable, {
            path: _path + ".triple[0]",
            expected: "boolean",
            value: input.triple[0]
        }),
        "string" === typeof input.triple[1] || _report(_exceptionable, {
            path: _path + ".triple[1]",
            expected: "string",
            value: input.triple[1]
        }),
        "number" === typeof input.triple[2] && (__fw_typia__isTypeUint32._isTypeUint32(input.triple[2]) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "number & Type<\"uint32\">",
            value: input.triple[2]
        })) || _report(_exceptionable, {
            path: _path + ".triple[2]",
            expected: "(number & Type<\"uint32\">)",
            value: input.triple[2]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".triple",
        expected: "([boolean, string, number & Type<\"uint32\">] | undefined)",
        value: input.triple
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Tupled",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Loose_1 = (() => { const _io0 = input => true && true; const _vo0 = (input, _path, _exceptionable = true) => [true, true].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("anything" === key || "whatever" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Loose_1 = (() => { const _io0 = (input, _exceptionable = true) => true && true && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["anything", "whatever"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [true, true, 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["anything", "whatever"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Loose_1 = (() => { const _so0 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.anything || "function" === typeof input.anything ? "" : `"anything":${undefined !== input.anything ? JSON.stringify(input.anything) : undefined},`}${undefined === input.whatever || "function" === typeof input.whatever ? "" : `"whatever":${undefined !== input.whatever ? JSON.stringify(input.whatever) : undefined}`}`)}}`; return input => _so0(input); })();
const __fw_check_Loose_1 = (() => { const _io0 = input => true && true; const _vo0 = (input, _path, _exceptionable = true) => [true, true].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Loose",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Overlap_1 = (() => { const _io0 = input => "string" === typeof input.a; const _io1 = input => "string" === typeof input.a && (undefined === input.b || "number" === typeof input.b); const _iu0 = input => (() => {
    if (_io0(input))
        return _io0(input);
    if (_io1(input))
        return _io1(input);
    return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => _vo0(input, _path, false && _exceptionable) || _vo1(input, _path, false && _exceptionable); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("a" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("a" === key || "b" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if (_io0(input))
        return _po0(input);
    if (_io1(input))
        return _po1(input);
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(__type | __type.o1)",
        value: input
    });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _pu0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Overlap_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.a && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.a && (undefined === input.b || "number" === typeof input.b) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a", "b"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if (_io0(input, false && _exceptionable))
        return _io0(input, true && _exceptionable);
    if (_io1(input, false && _exceptionable))
        return _io1(input, true && _exceptionable);
    return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a", "b"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (_vo0(input, _path, false && _exceptionable))
        return _vo0(input, _path, true && _exceptionable);
    if (_vo1(input, _path, false && _exceptionable))
        return _vo1(input, _path, true && _exceptionable);
    return _report(_exceptionable, {
        path: _path,
        expected: "(__type | __type.o1)",
        value: input
    });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _iu0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Overlap_1 = (() => { const _so0 = input => `{"a":${__fw_typia__jsonStringifyString._jsonStringifyString(input.a)}}`; const _so1 = input => `{${undefined === input.b ? "" : `"b":${undefined !== input.b ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.b)) : undefined},`}"a":${__fw_typia__jsonStringifyString._jsonStringifyString(input.a)}}`; const _su0 = input => (() => {
    if (_io0(input))
        return _so0(input);
    if (_io1(input))
        return _so1(input);
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(__type | __type.o1)",
        value: input
    });
})(); const _io0 = input => "string" === typeof input.a; const _io1 = input => "string" === typeof input.a && (undefined === input.b || "number" === typeof input.b); return input => _su0(input); })();
const __fw_check_Overlap_1 = (() => { const _io0 = input => "string" === typeof input.a; const _io1 = input => "string" === typeof input.a && (undefined === input.b || "number" === typeof input.b); const _iu0 = input => (() => {
    if (_io0(input))
        return _io0(input);
    if (_io1(input))
        return _io1(input);
    return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), undefined === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(number | undefined)",
        value: input.b
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => _vo0(input, _path, false && _exceptionable) || _vo1(input, _path, false && _exceptionable); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Literals_1 = (() => { const _io0 = input => (1 === input.one || 2 === input.one || 3 === input.one) && true === input.yes && "only" === input.kind && (1 === input.either || "a" === input.either); const _vo0 = (input, _path, _exceptionable = true) => [1 === input.one || 2 === input.one || 3 === input.one || _report(_exceptionable, {
        path: _path + ".one",
        expected: "(1 | 2 | 3)",
        value: input.one
    }), true === input.yes || _report(_exceptionable, {
        path: _path + ".yes",
        expected: "true",
        value: input.yes
    }), "only" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"only\"",
        value: input.kind
    }), 1 === input.either || "a" === input.either || _report(_exceptionable, {
        path: _path + ".either",
        expected: "(\"a\" | 1)",
        value: input.either
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("one" === key || "yes" === key || "kind" === key || "either" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Literals_1 = (() => { const _io0 = (input, _exceptionable = true) => (1 === input.one || 2 === input.one || 3 === input.one) && true === input.yes && "only" === input.kind && (1 === input.either || "a" === input.either) && (4 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["one", "yes", "kind", "either"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [1 === input.one || 2 === input.one || 3 === input.one || _report(_exceptionable, {
        path: _path + ".one",
        expected: "(1 | 2 | 3)",
        value: input.one
    }), true === input.yes || _report(_exceptionable, {
        path: _path + ".yes",
        expected: "true",
        value: input.yes
    }), "only" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"only\"",
        value: input.kind
    }), 1 === input.either || "a" === input.either || _report(_exceptionable, {
        path: _path + ".either",
        expected: "(\"a\" | 1)",
        value: input.either
    }), 4 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["one", "yes", "kind", "either"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Literals_1 = (() => { const _so0 = input => `{"one":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.one))},"yes":${String(input.yes)},"kind":${"\"" + input.kind + "\""},"either":${(() => {
    if ("number" === typeof input.either)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.either));
    if ("string" === typeof input.either)
        return "\"" + input.either + "\"";
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(\"a\" | 1)",
        value: input.either
    });
})()}}`; return input => _so0(input); })();
const __fw_check_Literals_1 = (() => { const _io0 = input => (1 === input.one || 2 === input.one || 3 === input.one) && true === input.yes && "only" === input.kind && (1 === input.either || "a" === input.either); const _vo0 = (input, _path, _exceptionable = true) => [1 === input.one || 2 === input.one || 3 === input.one || _report(_exceptionable, {
        path: _path + ".one",
        expected: "(1 | 2 | 3)",
        value: input.one
    }), true === input.yes || _report(_exceptionable, {
        path: _path + ".yes",
        expected: "true",
        value: input.yes
    }), "only" === input.kind || _report(_exceptionable, {
        path: _path + ".kind",
        expected: "\"only\"",
        value: input.kind
    }), 1 === input.either || "a" === input.either || _report(_exceptionable, {
        path: _path + ".either",
        expected: "(\"a\" | 1)",
        value: input.either
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Literals",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Templated_1 = (() => { const _io0 = input => "string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) && ("string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) || _report(_exceptionable, {
        path: _path + ".ref",
        expected: "`user-${number}`",
        value: input.ref
    }), "string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "`/${string}`",
        value: input.path
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("ref" === key || "path" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Templated_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) && ("string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["ref", "path"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) || _report(_exceptionable, {
        path: _path + ".ref",
        expected: "`user-${number}`",
        value: input.ref
    }), "string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "`/${string}`",
        value: input.path
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["ref", "path"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Templated_1 = (() => { const _so0 = input => `{"ref":${__fw_typia__jsonStringifyString._jsonStringifyString(input.ref)},"path":${__fw_typia__jsonStringifyString._jsonStringifyString(input.path)}}`; return input => _so0(input); })();
const __fw_check_Templated_1 = (() => { const _io0 = input => "string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) && ("string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ref && RegExp(/^user\x2d[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.ref) || _report(_exceptionable, {
        path: _path + ".ref",
        expected: "`user-${number}`",
        value: input.ref
    }), "string" === typeof input.path && RegExp(/^\/(.*)/).test(input.path) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "`/${string}`",
        value: input.path
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Templated",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Keyed_1 = (() => { const _io0 = input => "object" === typeof input.fixed && null !== input.fixed && _io1(input.fixed); const _io1 = input => "string" === typeof input.a && "string" === typeof input.b; const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.fixed && null !== input.fixed || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    })) && _vo1(input.fixed, _path + ".fixed", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), "string" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "string",
        value: input.b
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.fixed && null !== input.fixed)
        _po1(input.fixed);
    for (const key of Object.keys(input)) {
        if ("fixed" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("a" === key || "b" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Keyed_1 = (() => { const _io0 = (input, _exceptionable = true) => "object" === typeof input.fixed && null !== input.fixed && _io1(input.fixed, true && _exceptionable) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["fixed"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.a && "string" === typeof input.b && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a", "b"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.fixed && null !== input.fixed || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    })) && _vo1(input.fixed, _path + ".fixed", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["fixed"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), "string" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "string",
        value: input.b
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a", "b"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Keyed_1 = (() => { const _so0 = input => `{"fixed":${_so1(input.fixed)}}`; const _so1 = input => `{"a":${__fw_typia__jsonStringifyString._jsonStringifyString(input.a)},"b":${__fw_typia__jsonStringifyString._jsonStringifyString(input.b)}}`; const _io1 = input => "string" === typeof input.a && "string" === typeof input.b; return input => _so0(input); })();
const __fw_check_Keyed_1 = (() => { const _io0 = input => "object" === typeof input.fixed && null !== input.fixed && _io1(input.fixed); const _io1 = input => "string" === typeof input.a && "string" === typeof input.b; const _vo0 = (input, _path, _exceptionable = true) => [("object" === typeof input.fixed && null !== input.fixed || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    })) && _vo1(input.fixed, _path + ".fixed", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".fixed",
        expected: "Record<\"a\" | \"b\", string>",
        value: input.fixed
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "string",
        value: input.a
    }), "string" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "string",
        value: input.b
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Keyed",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_NullableItems_1 = (() => { const _io0 = input => Array.isArray(input.values) && input.values.every(elem => null === elem || "string" === typeof elem) && (null === input.nested || undefined === input.nested || "object" === typeof input.nested && null !== input.nested && _io1(input.nested)); const _io1 = input => null === input.inner || "number" === typeof input.inner; const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    })) && input.values.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    }), null === input.nested || undefined === input.nested || ("object" === typeof input.nested && null !== input.nested || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    })) && _vo1(input.nested, _path + ".nested", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [null === input.inner || "number" === typeof input.inner || _report(_exceptionable, {
        path: _path + ".inner",
        expected: "(null | number)",
        value: input.inner
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.nested && null !== input.nested)
        _po1(input.nested);
    for (const key of Object.keys(input)) {
        if ("values" === key || "nested" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("inner" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_NullableItems_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.values) && input.values.every((elem, _index1) => null === elem || "string" === typeof elem) && (null === input.nested || undefined === input.nested || "object" === typeof input.nested && null !== input.nested && _io1(input.nested, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["values", "nested"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => (null === input.inner || "number" === typeof input.inner) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["inner"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    })) && input.values.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    }), null === input.nested || undefined === input.nested || ("object" === typeof input.nested && null !== input.nested || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    })) && _vo1(input.nested, _path + ".nested", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["values", "nested"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [null === input.inner || "number" === typeof input.inner || _report(_exceptionable, {
        path: _path + ".inner",
        expected: "(null | number)",
        value: input.inner
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["inner"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_NullableItems_1 = (() => { const _so0 = input => `{${undefined === input.nested ? "" : `"nested":${undefined !== input.nested ? null !== input.nested ? _so1(input.nested) : "null" : undefined},`}"values":${`[${input.values.map(elem => null !== elem ? __fw_typia__jsonStringifyString._jsonStringifyString(elem) : "null").join(",")}]`}}`; const _so1 = input => `{"inner":${null !== input.inner ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.inner)) : "null"}}`; const _io1 = input => null === input.inner || "number" === typeof input.inner; return input => _so0(input); })();
const __fw_check_NullableItems_1 = (() => { const _io0 = input => Array.isArray(input.values) && input.values.every(elem => null === elem || "string" === typeof elem) && (null === input.nested || undefined === input.nested || "object" === typeof input.nested && null !== input.nested && _io1(input.nested)); const _io1 = input => null === input.inner || "number" === typeof input.inner; const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    })) && input.values.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<string | null>",
        value: input.values
    }), null === input.nested || undefined === input.nested || ("object" === typeof input.nested && null !== input.nested || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    })) && _vo1(input.nested, _path + ".nested", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".nested",
        expected: "(__type | null | undefined)",
        value: input.nested
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [null === input.inner || "number" === typeof input.inner || _report(_exceptionable, {
        path: _path + ".inner",
        expected: "(null | number)",
        value: input.inner
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "NullableItems",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Formats_1 = (() => { const _io0 = input => "string" === typeof input.ip4 && __fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) && (undefined === input.ip6 || "string" === typeof input.ip6 && __fw_typia__isFormatIpv6._isFormatIpv6(input.ip6)) && (undefined === input.host || "string" === typeof input.host && __fw_typia__isFormatHostname._isFormatHostname(input.host)) && (undefined === input.time || "string" === typeof input.time && __fw_typia__isFormatTime._isFormatTime(input.time)) && (undefined === input.iri || "string" === typeof input.iri && __fw_typia__isFormatUriReference._isFormatUriReference(input.iri)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ip4 && (__fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "string & Format<\"ipv4\">",
        value: input.ip4
    })) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "(string & Format<\"ipv4\">)",
        value: input.ip4
    }), undefined === input.ip6 || "string" === typeof input.ip6 && (__fw_typia__isFormatIpv6._isFormatIpv6(input.ip6) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "string & Format<\"ipv6\">",
        value: input.ip6
    })) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "((string & Format<\"ipv6\">) | undefined)",
        value: input.ip6
    }), undefined === input.host || "string" === typeof input.host && (__fw_typia__isFormatHostname._isFormatHostname(input.host) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & Format<\"hostname\">",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & Format<\"hostname\">) | undefined)",
        value: input.host
    }), undefined === input.time || "string" === typeof input.time && (__fw_typia__isFormatTime._isFormatTime(input.time) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "string & Format<\"time\">",
        value: input.time
    })) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "((string & Format<\"time\">) | undefined)",
        value: input.time
    }), undefined === input.iri || "string" === typeof input.iri && (__fw_typia__isFormatUriReference._isFormatUriReference(input.iri) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "string & Format<\"uri-reference\">",
        value: input.iri
    })) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "((string & Format<\"uri-reference\">) | undefined)",
        value: input.iri
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("ip4" === key || "ip6" === key || "host" === key || "time" === key || "iri" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Formats_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.ip4 && __fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) && (undefined === input.ip6 || "string" === typeof input.ip6 && __fw_typia__isFormatIpv6._isFormatIpv6(input.ip6)) && (undefined === input.host || "string" === typeof input.host && __fw_typia__isFormatHostname._isFormatHostname(input.host)) && (undefined === input.time || "string" === typeof input.time && __fw_typia__isFormatTime._isFormatTime(input.time)) && (undefined === input.iri || "string" === typeof input.iri && __fw_typia__isFormatUriReference._isFormatUriReference(input.iri)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["ip4", "ip6", "host", "time", "iri"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ip4 && (__fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "string & Format<\"ipv4\">",
        value: input.ip4
    })) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "(string & Format<\"ipv4\">)",
        value: input.ip4
    }), undefined === input.ip6 || "string" === typeof input.ip6 && (__fw_typia__isFormatIpv6._isFormatIpv6(input.ip6) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "string & Format<\"ipv6\">",
        value: input.ip6
    })) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "((string & Format<\"ipv6\">) | undefined)",
        value: input.ip6
    }), undefined === input.host || "string" === typeof input.host && (__fw_typia__isFormatHostname._isFormatHostname(input.host) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & Format<\"hostname\">",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & Format<\"hostname\">) | undefined)",
        value: input.host
    }), undefined === input.time || "string" === typeof input.time && (__fw_typia__isFormatTime._isFormatTime(input.time) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "string & Format<\"time\">",
        value: input.time
    })) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "((string & Format<\"time\">) | undefined)",
        value: input.time
    }), undefined === input.iri || "string" === typeof input.iri && (__fw_typia__isFormatUriReference._isFormatUriReference(input.iri) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "string & Format<\"uri-reference\">",
        value: input.iri
    })) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "((string & Format<\"uri-reference\">) | undefined)",
        value: input.iri
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["ip4", "ip6", "host", "time", "iri"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Formats_1 = (() => { const _so0 = input => `{${undefined === input.ip6 ? "" : `"ip6":${undefined !== input.ip6 ? __fw_typia__jsonStringifyString._jsonStringifyString(input.ip6) : undefined},`}${undefined === input.host ? "" : `"host":${undefined !== input.host ? __fw_typia__jsonStringifyString._jsonStringifyString(input.host) : undefined},`}${undefined === input.time ? "" : `"time":${undefined !== input.time ? __fw_typia__jsonStringifyString._jsonStringifyString(input.time) : undefined},`}${undefined === input.iri ? "" : `"iri":${undefined !== input.iri ? __fw_typia__jsonStringifyString._jsonStringifyString(input.iri) : undefined},`}"ip4":${__fw_typia__jsonStringifyString._jsonStringifyString(input.ip4)}}`; return input => _so0(input); })();
const __fw_check_Formats_1 = (() => { const _io0 = input => "string" === typeof input.ip4 && __fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) && (undefined === input.ip6 || "string" === typeof input.ip6 && __fw_typia__isFormatIpv6._isFormatIpv6(input.ip6)) && (undefined === input.host || "string" === typeof input.host && __fw_typia__isFormatHostname._isFormatHostname(input.host)) && (undefined === input.time || "string" === typeof input.time && __fw_typia__isFormatTime._isFormatTime(input.time)) && (undefined === input.iri || "string" === typeof input.iri && __fw_typia__isFormatUriReference._isFormatUriReference(input.iri)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.ip4 && (__fw_typia__isFormatIpv4._isFormatIpv4(input.ip4) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "string & Format<\"ipv4\">",
        value: input.ip4
    })) || _report(_exceptionable, {
        path: _path + ".ip4",
        expected: "(string & Format<\"ipv4\">)",
        value: input.ip4
    }), undefined === input.ip6 || "string" === typeof input.ip6 && (__fw_typia__isFormatIpv6._isFormatIpv6(input.ip6) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "string & Format<\"ipv6\">",
        value: input.ip6
    })) || _report(_exceptionable, {
        path: _path + ".ip6",
        expected: "((string & Format<\"ipv6\">) | undefined)",
        value: input.ip6
    }), undefined === input.host || "string" === typeof input.host && (__fw_typia__isFormatHostname._isFormatHostname(input.host) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & Format<\"hostname\">",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & Format<\"hostname\">) | undefined)",
        value: input.host
    }), undefined === input.time || "string" === typeof input.time && (__fw_typia__isFormatTime._isFormatTime(input.time) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "string & Format<\"time\">",
        value: input.time
    })) || _report(_exceptionable, {
        path: _path + ".time",
        expected: "((string & Format<\"time\">) | undefined)",
        value: input.time
    }), undefined === input.iri || "string" === typeof input.iri && (__fw_typia__isFormatUriReference._isFormatUriReference(input.iri) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "string & Format<\"uri-reference\">",
        value: input.iri
    })) || _report(_exceptionable, {
        path: _path + ".iri",
        expected: "((string & Format<\"uri-reference\">) | undefined)",
        value: input.iri
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Formats",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Category_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po1(elem);
}); const _io0 = input => "string" === typeof input.name && (undefined === input.parent || "object" === typeof input.parent && null !== input.parent && _io0(input.parent)) && (Array.isArray(input.items) && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem))); const _io1 = input => "string" === typeof input.title && (undefined === input.category || "object" === typeof input.category && null !== input.category && _io0(input.category)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.parent || ("object" === typeof input.parent && null !== input.parent || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    })) && _vo0(input.parent, _path + ".parent", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    }), (Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), undefined === input.category || ("object" === typeof input.category && null !== input.category || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    })) && _vo0(input.category, _path + ".category", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.parent && null !== input.parent)
        _po0(input.parent);
    if (Array.isArray(input.items))
        _pp0(input.items);
    for (const key of Object.keys(input)) {
        if ("name" === key || "parent" === key || "items" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    if ("object" === typeof input.category && null !== input.category)
        _po0(input.category);
    for (const key of Object.keys(input)) {
        if ("title" === key || "category" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Category_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (undefined === input.parent || "object" === typeof input.parent && null !== input.parent && _io0(input.parent, true && _exceptionable)) && (Array.isArray(input.items) && input.items.every((elem, _index1) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable))) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "parent", "items"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.title && (undefined === input.category || "object" === typeof input.category && null !== input.category && _io0(input.category, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["title", "category"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.parent || ("object" === typeof input.parent && null !== input.parent || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    })) && _vo0(input.parent, _path + ".parent", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    }), (Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "parent", "items"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), undefined === input.category || ("object" === typeof input.category && null !== input.category || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    })) && _vo0(input.category, _path + ".category", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["title", "category"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Category_1 = (() => { const _so0 = input => `{${undefined === input.parent ? "" : `"parent":${undefined !== input.parent ? _so0(input.parent) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"items":${`[${input.items.map(elem => _so1(elem)).join(",")}]`}}`; const _so1 = input => `{${undefined === input.category ? "" : `"category":${undefined !== input.category ? _so0(input.category) : undefined},`}"title":${__fw_typia__jsonStringifyString._jsonStringifyString(input.title)}}`; const _io0 = input => "string" === typeof input.name && (undefined === input.parent || "object" === typeof input.parent && null !== input.parent && _io0(input.parent)) && (Array.isArray(input.items) && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem))); const _io1 = input => "string" === typeof input.title && (undefined === input.category || "object" === typeof input.category && null !== input.category && _io0(input.category)); return input => _so0(input); })();
const __fw_check_Category_1 = (() => { const _io0 = input => "string" === typeof input.name && (undefined === input.parent || "object" === typeof input.parent && null !== input.parent && _io0(input.parent)) && (Array.isArray(input.items) && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem))); const _io1 = input => "string" === typeof input.title && (undefined === input.category || "object" === typeof input.category && null !== input.category && _io0(input.category)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.parent || ("object" === typeof input.parent && null !== input.parent || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    })) && _vo0(input.parent, _path + ".parent", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".parent",
        expected: "(Category | undefined)",
        value: input.parent
    }), (Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Item",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<Item>",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), undefined === input.category || ("object" === typeof input.category && null !== input.category || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    })) && _vo0(input.category, _path + ".category", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".category",
        expected: "(Category | undefined)",
        value: input.category
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Category",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Numbers_1 = (() => { const _io0 = input => ("string" === typeof input.id || "number" === typeof input.id && __fw_typia__isTypeInt32._isTypeInt32(input.id)) && ("number" === typeof input.multiple && input.multiple % 5 === 0) && ("number" === typeof input.range && (1.5 <= input.range && input.range <= 2.5)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id || "number" === typeof input.id && (__fw_typia__isTypeInt32._isTypeInt32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"int32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((number & Type<\"int32\">) | string)",
        value: input.id
    }), "number" === typeof input.multiple && (input.multiple % 5 === 0 || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "number & MultipleOf<5>",
        value: input.multiple
    })) || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "(number & MultipleOf<5>)",
        value: input.multiple
    }), "number" === typeof input.range && (1.5 <= input.range || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Minimum<1.5>",
        value: input.range
    })) && (input.range <= 2.5 || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Maximum<2.5>",
        value: input.range
    })) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "(number & Minimum<1.5> & Maximum<2.5>)",
        value: input.range
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("id" === key || "multiple" === key || "range" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Numbers_1 = (() => { const _io0 = (input, _exceptionable = true) => ("string" === typeof input.id || "number" === typeof input.id && __fw_typia__isTypeInt32._isTypeInt32(input.id)) && ("number" === typeof input.multiple && input.multiple % 5 === 0) && ("number" === typeof input.range && (1.5 <= input.range && input.range <= 2.5)) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["id", "multiple", "range"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id || "number" === typeof input.id && (__fw_typia__isTypeInt32._isTypeInt32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"int32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((number & Type<\"int32\">) | string)",
        value: input.id
    }), "number" === typeof input.multiple && (input.multiple % 5 === 0 || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "number & MultipleOf<5>",
        value: input.multiple
    })) || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "(number & MultipleOf<5>)",
        value: input.multiple
    }), "number" === typeof input.range && (1.5 <= input.range || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Minimum<1.5>",
        value: input.range
    })) && (input.range <= 2.5 || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Maximum<2.5>",
        value: input.range
    })) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "(number & Minimum<1.5> & Maximum<2.5>)",
        value: input.range
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["id", "multiple", "range"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Numbers_1 = (() => { const _so0 = input => `{"id":${(() => {
    if ("string" === typeof input.id)
        return __fw_typia__jsonStringifyString._jsonStringifyString(input.id);
    if ("number" === typeof input.id && __fw_typia__isTypeInt32._isTypeInt32(input.id))
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.id));
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "((number & Type<\"int32\">) | string)",
        value: input.id
    });
})()},"multiple":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.multiple))},"range":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.range))}}`; return input => _so0(input); })();
const __fw_check_Numbers_1 = (() => { const _io0 = input => ("string" === typeof input.id || "number" === typeof input.id && __fw_typia__isTypeInt32._isTypeInt32(input.id)) && ("number" === typeof input.multiple && input.multiple % 5 === 0) && ("number" === typeof input.range && (1.5 <= input.range && input.range <= 2.5)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id || "number" === typeof input.id && (__fw_typia__isTypeInt32._isTypeInt32(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "number & Type<\"int32\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((number & Type<\"int32\">) | string)",
        value: input.id
    }), "number" === typeof input.multiple && (input.multiple % 5 === 0 || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "number & MultipleOf<5>",
        value: input.multiple
    })) || _report(_exceptionable, {
        path: _path + ".multiple",
        expected: "(number & MultipleOf<5>)",
        value: input.multiple
    }), "number" === typeof input.range && (1.5 <= input.range || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Minimum<1.5>",
        value: input.range
    })) && (input.range <= 2.5 || _report(_exceptionable, {
        path: _path + ".range",
        expected: "number & Maximum<2.5>",
        value: input.range
    })) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "(number & Minimum<1.5> & Maximum<2.5>)",
        value: input.range
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Numbers",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Page_string_1 = (() => { const _io0 = input => Array.isArray(input.items) && input.items.every(elem => "string" === typeof elem) && (null === input.next || undefined === input.next || "string" === typeof input.next); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    })) && input.items.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    }), null === input.next || undefined === input.next || "string" === typeof input.next || _report(_exceptionable, {
        path: _path + ".next",
        expected: "(null | string | undefined)",
        value: input.next
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("items" === key || "next" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Page_string_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.items) && input.items.every((elem, _index1) => "string" === typeof elem) && (null === input.next || undefined === input.next || "string" === typeof input.next) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["items", "next"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    })) && input.items.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    }), null === input.next || undefined === input.next || "string" === typeof input.next || _report(_exceptionable, {
        path: _path + ".next",
        expected: "(null | string | undefined)",
        value: input.next
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["items", "next"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Page_string_1 = (() => { const _so0 = input => `{${undefined === input.next ? "" : `"next":${undefined !== input.next ? null !== input.next ? __fw_typia__jsonStringifyString._jsonStringifyString(input.next) : "null" : undefined},`}"items":${`[${input.items.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_Page_string_1 = (() => { const _io0 = input => Array.isArray(input.items) && input.items.every(elem => "string" === typeof elem) && (null === input.next || undefined === input.next || "string" === typeof input.next); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    })) && input.items.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<string>",
        value: input.items
    }), null === input.next || undefined === input.next || "string" === typeof input.next || _report(_exceptionable, {
        path: _path + ".next",
        expected: "(null | string | undefined)",
        value: input.next
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Page<string>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_FeatureFlags_1 = (() => { const _io0 = input => "boolean" === typeof input.beta && "boolean" === typeof input.dark; const _vo0 = (input, _path, _exceptionable = true) => ["boolean" === typeof input.beta || _report(_exceptionable, {
        path: _path + ".beta",
        expected: "boolean",
        value: input.beta
    }), "boolean" === typeof input.dark || _report(_exceptionable, {
        path: _path + ".dark",
        expected: "boolean",
        value: input.dark
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("beta" === key || "dark" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_FeatureFlags_1 = (() => { const _io0 = (input, _exceptionable = true) => "boolean" === typeof input.beta && "boolean" === typeof input.dark && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["beta", "dark"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["boolean" === typeof input.beta || _report(_exceptionable, {
        path: _path + ".beta",
        expected: "boolean",
        value: input.beta
    }), "boolean" === typeof input.dark || _report(_exceptionable, {
        path: _path + ".dark",
        expected: "boolean",
        value: input.dark
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["beta", "dark"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_FeatureFlags_1 = (() => { const _so0 = input => `{"beta":${String(input.beta)},"dark":${String(input.dark)}}`; return input => _so0(input); })();
const __fw_check_FeatureFlags_1 = (() => { const _io0 = input => "boolean" === typeof input.beta && "boolean" === typeof input.dark; const _vo0 = (input, _path, _exceptionable = true) => ["boolean" === typeof input.beta || _report(_exceptionable, {
        path: _path + ".beta",
        expected: "boolean",
        value: input.beta
    }), "boolean" === typeof input.dark || _report(_exceptionable, {
        path: _path + ".dark",
        expected: "boolean",
        value: input.dark
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "FeatureFlags",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_TextOrValue_1 = (() => { const _io0 = input => "string" === typeof input.text; const _io1 = input => "number" === typeof input.value; const _iu0 = input => (() => {
    if (undefined !== input.text)
        return _io0(input);
    else if (undefined !== input.value)
        return _io1(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.text || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string",
        value: input.text
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number",
        value: input.value
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.text)
        return _vo0(input, _path, true && _exceptionable);
    else if (undefined !== input.value)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1)",
            value: input
        });
})(); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("text" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("value" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if (undefined !== input.text)
        return _po0(input);
    else if (undefined !== input.value)
        return _po1(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o1)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _pu0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_TextOrValue_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.text && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["text"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "number" === typeof input.value && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["value"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if (undefined !== input.text)
        return _io0(input, true && _exceptionable);
    else if (undefined !== input.value)
        return _io1(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.text || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string",
        value: input.text
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["text"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number",
        value: input.value
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["value"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.text)
        return _vo0(input, _path, true && _exceptionable);
    else if (undefined !== input.value)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _iu0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_TextOrValue_1 = (() => { const _so0 = input => `{"text":${__fw_typia__jsonStringifyString._jsonStringifyString(input.text)}}`; const _so1 = input => `{"value":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.value))}}`; const _su0 = input => (() => {
    if (undefined !== input.text)
        return _so0(input);
    else if (undefined !== input.value)
        return _so1(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o1)",
            value: input
        });
})(); const _io0 = input => "string" === typeof input.text; const _io1 = input => "number" === typeof input.value; return input => _su0(input); })();
const __fw_check_TextOrValue_1 = (() => { const _io0 = input => "string" === typeof input.text; const _io1 = input => "number" === typeof input.value; const _iu0 = input => (() => {
    if (undefined !== input.text)
        return _io0(input);
    else if (undefined !== input.value)
        return _io1(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.text || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string",
        value: input.text
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "number",
        value: input.value
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.text)
        return _vo0(input, _path, true && _exceptionable);
    else if (undefined !== input.value)
        return _vo1(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o1)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o1)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Readonly_Person_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key || "email" === key || "tags" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Readonly_Person_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Readonly_Person_1 = (() => { const _so0 = input => `{${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"tags":${`[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Readonly_Person_1 = (() => { const _io0 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Readonly<Person>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Mutable_Readonly_Address_1 = (() => { const _io0 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Mutable_Readonly_Address_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Mutable_Readonly_Address_1 = (() => { const _so0 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; return input => _so0(input); })();
const __fw_check_Mutable_Readonly_Address_1 = (() => { const _io0 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Mutable<Readonly<Address>>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Partial_Pick_Person_name_address_1 = (() => { const _io0 = input => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Partial_Pick_Person_name_address_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Partial_Pick_Person_name_address_1 = (() => { const _so0 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.name ? "" : `"name":${undefined !== input.name ? __fw_typia__jsonStringifyString._jsonStringifyString(input.name) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined}`}`)}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_Partial_Pick_Person_name_address_1 = (() => { const _io0 = input => (undefined === input.name || "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io1(input.address)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.name || "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MinLength<1> & MaxLength<100>) | undefined)",
        value: input.name
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Partial<Pick<Person, \"name\" | \"address\">>",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_OptionalAddress_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) && _io1(input.address)); const _io1 = input => (undefined === input.city || "string" === typeof input.city) && (undefined === input.zip || "string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.city || "string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "(string | undefined)",
        value: input.city
    }), undefined === input.zip || "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "((string & Pattern<\"^[0-9]{5}$\">) | undefined)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po1(input.address);
    for (const key of Object.keys(input)) {
        if ("email" === key || "name" === key || "age" === key || "tags" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_OptionalAddress_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) && _io1(input.address, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["email", "name", "age", "tags", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => (undefined === input.city || "string" === typeof input.city) && (undefined === input.zip || "string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["email", "name", "age", "tags", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.city || "string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "(string | undefined)",
        value: input.city
    }), undefined === input.zip || "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "((string & Pattern<\"^[0-9]{5}$\">) | undefined)",
        value: input.zip
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_OptionalAddress_1 = (() => { const _so0 = input => `{${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so1(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"tags":${`[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; const _so1 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.city ? "" : `"city":${undefined !== input.city ? __fw_typia__jsonStringifyString._jsonStringifyString(input.city) : undefined},`}${undefined === input.zip ? "" : `"zip":${undefined !== input.zip ? __fw_typia__jsonStringifyString._jsonStringifyString(input.zip) : undefined}`}`)}}`; const _io1 = input => (undefined === input.city || "string" === typeof input.city) && (undefined === input.zip || "string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); return input => _so0(input); })();
const __fw_check_OptionalAddress_1 = (() => { const _io0 = input => (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100)) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) && _io1(input.address)); const _io1 = input => (undefined === input.city || "string" === typeof input.city) && (undefined === input.zip || "string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address && false === Array.isArray(input.address) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    })) && _vo1(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Partial<Address> | undefined)",
        value: input.address
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.city || "string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "(string | undefined)",
        value: input.city
    }), undefined === input.zip || "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "((string & Pattern<\"^[0-9]{5}$\">) | undefined)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "OptionalAddress",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_PublicIssue_1 = (() => { const _io0 = input => "string" === typeof input.path && "string" === typeof input.expected && "string" === typeof input.found; const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.path || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string",
        value: input.path
    }), "string" === typeof input.expected || _report(_exceptionable, {
        path: _path + ".expected",
        expected: "string",
        value: input.expected
    }), "string" === typeof input.found || _report(_exceptionable, {
        path: _path + ".found",
        expected: "string",
        value: input.found
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("path" === key || "expected" === key || "found" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_PublicIssue_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.path && "string" === typeof input.expected && "string" === typeof input.found && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["path", "expected", "found"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.path || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string",
        value: input.path
    }), "string" === typeof input.expected || _report(_exceptionable, {
        path: _path + ".expected",
        expected: "string",
        value: input.expected
    }), "string" === typeof input.found || _report(_exceptionable, {
        path: _path + ".found",
        expected: "string",
        value: input.found
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["path", "expected", "found"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_PublicIssue_1 = (() => { const _so0 = input => `{"path":${__fw_typia__jsonStringifyString._jsonStringifyString(input.path)},"expected":${__fw_typia__jsonStringifyString._jsonStringifyString(input.expected)},"found":${__fw_typia__jsonStringifyString._jsonStringifyString(input.found)}}`; return input => _so0(input); })();
const __fw_check_PublicIssue_1 = (() => { const _io0 = input => "string" === typeof input.path && "string" === typeof input.expected && "string" === typeof input.found; const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.path || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string",
        value: input.path
    }), "string" === typeof input.expected || _report(_exceptionable, {
        path: _path + ".expected",
        expected: "string",
        value: input.expected
    }), "string" === typeof input.found || _report(_exceptionable, {
        path: _path + ".found",
        expected: "string",
        value: input.found
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PublicIssue",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_QueryParamDoc_1 = (() => { const _io0 = input => "string" === typeof input.name && (undefined === input.description || "string" === typeof input.description) && (undefined === input.required || "boolean" === typeof input.required) && (undefined === input.schemaType || "string" === typeof input.schemaType); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.description || "string" === typeof input.description || _report(_exceptionable, {
        path: _path + ".description",
        expected: "(string | undefined)",
        value: input.description
    }), undefined === input.required || "boolean" === typeof input.required || _report(_exceptionable, {
        path: _path + ".required",
        expected: "(boolean | undefined)",
        value: input.required
    }), undefined === input.schemaType || "string" === typeof input.schemaType || _report(_exceptionable, {
        path: _path + ".schemaType",
        expected: "(string | undefined)",
        value: input.schemaType
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("name" === key || "description" === key || "required" === key || "schemaType" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_QueryParamDoc_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.name && (undefined === input.description || "string" === typeof input.description) && (undefined === input.required || "boolean" === typeof input.required) && (undefined === input.schemaType || "string" === typeof input.schemaType) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "description", "required", "schemaType"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.description || "string" === typeof input.description || _report(_exceptionable, {
        path: _path + ".description",
        expected: "(string | undefined)",
        value: input.description
    }), undefined === input.required || "boolean" === typeof input.required || _report(_exceptionable, {
        path: _path + ".required",
        expected: "(boolean | undefined)",
        value: input.required
    }), undefined === input.schemaType || "string" === typeof input.schemaType || _report(_exceptionable, {
        path: _path + ".schemaType",
        expected: "(string | undefined)",
        value: input.schemaType
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "description", "required", "schemaType"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_QueryParamDoc_1 = (() => { const _so0 = input => `{${undefined === input.description ? "" : `"description":${undefined !== input.description ? __fw_typia__jsonStringifyString._jsonStringifyString(input.description) : undefined},`}${undefined === input.required ? "" : `"required":${undefined !== input.required ? String(input.required) : undefined},`}${undefined === input.schemaType ? "" : `"schemaType":${undefined !== input.schemaType ? __fw_typia__jsonStringifyString._jsonStringifyString(input.schemaType) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)}}`; return input => _so0(input); })();
const __fw_check_QueryParamDoc_1 = (() => { const _io0 = input => "string" === typeof input.name && (undefined === input.description || "string" === typeof input.description) && (undefined === input.required || "boolean" === typeof input.required) && (undefined === input.schemaType || "string" === typeof input.schemaType); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.name || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string",
        value: input.name
    }), undefined === input.description || "string" === typeof input.description || _report(_exceptionable, {
        path: _path + ".description",
        expected: "(string | undefined)",
        value: input.description
    }), undefined === input.required || "boolean" === typeof input.required || _report(_exceptionable, {
        path: _path + ".required",
        expected: "(boolean | undefined)",
        value: input.required
    }), undefined === input.schemaType || "string" === typeof input.schemaType || _report(_exceptionable, {
        path: _path + ".schemaType",
        expected: "(string | undefined)",
        value: input.schemaType
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "QueryParamDoc",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Money_1 = (() => { const _io0 = input => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("amount" === key || "currency" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Money_1 = (() => { const _io0 = (input, _exceptionable = true) => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["amount", "currency"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["amount", "currency"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Money_1 = (() => { const _so0 = input => `{"amount":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.amount))},"currency":${"\"" + input.currency + "\""}}`; return input => _so0(input); })();
const __fw_check_Money_1 = (() => { const _io0 = input => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Money",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Invoice_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po1(elem);
}); const _io0 = input => Array.isArray(input.lines) && input.lines.every(elem => "object" === typeof elem && null !== elem && _io1(elem)) && ("object" === typeof input.total && null !== input.total && _io2(input.total)) && (undefined === input.notes || Array.isArray(input.notes) && (input.notes.length <= 5 && input.notes.every(elem => "string" === typeof elem))); const _io1 = input => "string" === typeof input.text && input.text.length <= 80 && ("object" === typeof input.price && null !== input.price && _io2(input.price)) && (undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) && 1 <= input.qty)); const _io2 = input => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.lines) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    })) && input.lines.map((elem, _index3) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".lines[" + _index3 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    }), ("object" === typeof input.total && null !== input.total || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    })) && _vo2(input.total, _path + ".total", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    }), undefined === input.notes || (Array.isArray(input.notes) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    })) && ((input.notes.length <= 5 || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "Array<> & MaxItems<5>",
        value: input.notes
    })) && input.notes.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".notes[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.text && (input.text.length <= 80 || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string & MaxLength<80>",
        value: input.text
    })) || _report(_exceptionable, {
        path: _path + ".text",
        expected: "(string & MaxLength<80>)",
        value: input.text
    }), ("object" === typeof input.price && null !== input.price || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    })) && _vo2(input.price, _path + ".price", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    }), undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Type<\"uint32\">",
        value: input.qty
    })) && (1 <= input.qty || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Minimum<1>",
        value: input.qty
    })) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "((number & Type<\"uint32\"> & Minimum<1>) | undefined)",
        value: input.qty
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.lines))
        _pp0(input.lines);
    if ("object" === typeof input.total && null !== input.total)
        _po2(input.total);
    for (const key of Object.keys(input)) {
        if ("lines" === key || "total" === key || "notes" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    if ("object" === typeof input.price && null !== input.price)
        _po2(input.price);
    for (const key of Object.keys(input)) {
        if ("text" === key || "price" === key || "qty" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("amount" === key || "currency" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Invoice_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.lines) && input.lines.every((elem, _index1) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable)) && ("object" === typeof input.total && null !== input.total && _io2(input.total, true && _exceptionable)) && (undefined === input.notes || Array.isArray(input.notes) && (input.notes.length <= 5 && input.notes.every((elem, _index2) => "string" === typeof elem))) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["lines", "total", "notes"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.text && input.text.length <= 80 && ("object" === typeof input.price && null !== input.price && _io2(input.price, true && _exceptionable)) && (undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) && 1 <= input.qty)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["text", "price", "qty"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["amount", "currency"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.lines) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    })) && input.lines.map((elem, _index3) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".lines[" + _index3 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    }), ("object" === typeof input.total && null !== input.total || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    })) && _vo2(input.total, _path + ".total", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    }), undefined === input.notes || (Array.isArray(input.notes) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    })) && ((input.notes.length <= 5 || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "Array<> & MaxItems<5>",
        value: input.notes
    })) && input.notes.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".notes[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["lines", "total", "notes"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.text && (input.text.length <= 80 || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string & MaxLength<80>",
        value: input.text
    })) || _report(_exceptionable, {
        path: _path + ".text",
        expected: "(string & MaxLength<80>)",
        value: input.text
    }), ("object" === typeof input.price && null !== input.price || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    })) && _vo2(input.price, _path + ".price", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    }), undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Type<\"uint32\">",
        value: input.qty
    })) && (1 <= input.qty || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Minimum<1>",
        value: input.qty
    })) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "((number & Type<\"uint32\"> & Minimum<1>) | undefined)",
        value: input.qty
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["text", "price", "qty"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["amount", "currency"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Invoice_1 = (() => { const _so0 = input => `{${undefined === input.notes ? "" : `"notes":${undefined !== input.notes ? `[${input.notes.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]` : undefined},`}"lines":${`[${input.lines.map(elem => _so1(elem)).join(",")}]`},"total":${_so2(input.total)}}`; const _so1 = input => `{${undefined === input.qty ? "" : `"qty":${undefined !== input.qty ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.qty)) : undefined},`}"text":${__fw_typia__jsonStringifyString._jsonStringifyString(input.text)},"price":${_so2(input.price)}}`; const _so2 = input => `{"amount":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.amount))},"currency":${"\"" + input.currency + "\""}}`; const _io1 = input => "string" === typeof input.text && input.text.length <= 80 && ("object" === typeof input.price && null !== input.price && _io2(input.price)) && (undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) && 1 <= input.qty)); const _io2 = input => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency); return input => _so0(input); })();
const __fw_check_Invoice_1 = (() => { const _io0 = input => Array.isArray(input.lines) && input.lines.every(elem => "object" === typeof elem && null !== elem && _io1(elem)) && ("object" === typeof input.total && null !== input.total && _io2(input.total)) && (undefined === input.notes || Array.isArray(input.notes) && (input.notes.length <= 5 && input.notes.every(elem => "string" === typeof elem))); const _io1 = input => "string" === typeof input.text && input.text.length <= 80 && ("object" === typeof input.price && null !== input.price && _io2(input.price)) && (undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) && 1 <= input.qty)); const _io2 = input => "number" === typeof input.amount && __fw_typia__isTypeInt64._isTypeInt64(input.amount) && ("EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.lines) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    })) && input.lines.map((elem, _index3) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })) && _vo1(elem, _path + ".lines[" + _index3 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".lines[" + _index3 + "]",
        expected: "__type",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<__type>",
        value: input.lines
    }), ("object" === typeof input.total && null !== input.total || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    })) && _vo2(input.total, _path + ".total", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".total",
        expected: "Money",
        value: input.total
    }), undefined === input.notes || (Array.isArray(input.notes) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    })) && ((input.notes.length <= 5 || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "Array<> & MaxItems<5>",
        value: input.notes
    })) && input.notes.map((elem, _index4) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".notes[" + _index4 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".notes",
        expected: "((Array<string> & MaxItems<5>) | undefined)",
        value: input.notes
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.text && (input.text.length <= 80 || _report(_exceptionable, {
        path: _path + ".text",
        expected: "string & MaxLength<80>",
        value: input.text
    })) || _report(_exceptionable, {
        path: _path + ".text",
        expected: "(string & MaxLength<80>)",
        value: input.text
    }), ("object" === typeof input.price && null !== input.price || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    })) && _vo2(input.price, _path + ".price", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".price",
        expected: "Money",
        value: input.price
    }), undefined === input.qty || "number" === typeof input.qty && (__fw_typia__isTypeUint32._isTypeUint32(input.qty) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Type<\"uint32\">",
        value: input.qty
    })) && (1 <= input.qty || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "number & Minimum<1>",
        value: input.qty
    })) || _report(_exceptionable, {
        path: _path + ".qty",
        expected: "((number & Type<\"uint32\"> & Minimum<1>) | undefined)",
        value: input.qty
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.amount && (__fw_typia__isTypeInt64._isTypeInt64(input.amount) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "number & Type<\"int64\">",
        value: input.amount
    })) || _report(_exceptionable, {
        path: _path + ".amount",
        expected: "(number & Type<\"int64\">)",
        value: input.amount
    }), "EUR" === input.currency || "USD" === input.currency || "JPY" === input.currency || _report(_exceptionable, {
        path: _path + ".currency",
        expected: "(\"EUR\" | \"JPY\" | \"USD\")",
        value: input.currency
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Invoice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_UserResult_1 = (() => { const _io0 = input => true === input.ok && ("object" === typeof input.value && null !== input.value && _io1(input.value)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io2(input.address)); const _io2 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io3 = input => false === input.ok && ("object" === typeof input.error && null !== input.error && _io4(input.error)); const _io4 = input => "string" === typeof input.message; const _iu0 = input => (() => {
    if (true === input.ok)
        return _io0(input);
    else if (false === input.ok)
        return _io3(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [true === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "true",
        value: input.ok
    }), ("object" === typeof input.value && null !== input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    })) && _vo1(input.value, _path + ".value", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo2(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [false === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "false",
        value: input.ok
    }), ("object" === typeof input.error && null !== input.error || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    })) && _vo4(input.error, _path + ".error", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    })].every(flag => flag); const _vo4 = (input, _path, _exceptionable = true) => ["string" === typeof input.message || _report(_exceptionable, {
        path: _path + ".message",
        expected: "string",
        value: input.message
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (true === input.ok)
        return _vo0(input, _path, true && _exceptionable);
    else if (false === input.ok)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o13)",
            value: input
        });
})(); const _po0 = input => {
    if ("object" === typeof input.value && null !== input.value)
        _po1(input.value);
    for (const key of Object.keys(input)) {
        if ("ok" === key || "value" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    if ("object" === typeof input.address && null !== input.address)
        _po2(input.address);
    for (const key of Object.keys(input)) {
        if ("name" === key || "age" === key || "email" === key || "tags" === key || "address" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const _po3 = input => {
    if ("object" === typeof input.error && null !== input.error)
        _po4(input.error);
    for (const key of Object.keys(input)) {
        if ("ok" === key || "error" === key)
            continue;
        delete input[key];
    }
}; const _po4 = input => {
    for (const key of Object.keys(input)) {
        if ("message" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if (true === input.ok)
        return _po0(input);
    else if (false === input.ok)
        return _po3(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o13)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _pu0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_UserResult_1 = (() => { const _io0 = (input, _exceptionable = true) => true === input.ok && ("object" === typeof input.value && null !== input.value && _io1(input.value, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["ok", "value"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every((elem, _index1) => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io2(input.address, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input, _exceptionable = true) => false === input.ok && ("object" === typeof input.error && null !== input.error && _io4(input.error, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["ok", "error"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io4 = (input, _exceptionable = true) => "string" === typeof input.message && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["message"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if (true === input.ok)
        return _io0(input, true && _exceptionable);
    else if (false === input.ok)
        return _io3(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [true === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "true",
        value: input.ok
    }), ("object" === typeof input.value && null !== input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    })) && _vo1(input.value, _path + ".value", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["ok", "value"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo2(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name", "age", "email", "tags", "address"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [false === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "false",
        value: input.ok
    }), ("object" === typeof input.error && null !== input.error || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    })) && _vo4(input.error, _path + ".error", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["ok", "error"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo4 = (input, _path, _exceptionable = true) => ["string" === typeof input.message || _report(_exceptionable, {
        path: _path + ".message",
        expected: "string",
        value: input.message
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["message"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (true === input.ok)
        return _vo0(input, _path, true && _exceptionable);
    else if (false === input.ok)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o13)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _iu0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_UserResult_1 = (() => { const _so0 = input => `{"ok":${String(input.ok)},"value":${_so1(input.value)}}`; const _so1 = input => `{${undefined === input.age ? "" : `"age":${undefined !== input.age ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.age)) : undefined},`}${undefined === input.email ? "" : `"email":${undefined !== input.email ? __fw_typia__jsonStringifyString._jsonStringifyString(input.email) : undefined},`}${undefined === input.address ? "" : `"address":${undefined !== input.address ? _so2(input.address) : undefined},`}"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)},"tags":${`[${input.tags.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; const _so2 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _so3 = input => `{"ok":${String(input.ok)},"error":${_so4(input.error)}}`; const _so4 = input => `{"message":${__fw_typia__jsonStringifyString._jsonStringifyString(input.message)}}`; const _su0 = input => (() => {
    if (true === input.ok)
        return _so0(input);
    else if (false === input.ok)
        return _so3(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(__type | __type.o13)",
            value: input
        });
})(); const _io0 = input => true === input.ok && ("object" === typeof input.value && null !== input.value && _io1(input.value)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io2(input.address)); const _io2 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io3 = input => false === input.ok && ("object" === typeof input.error && null !== input.error && _io4(input.error)); const _io4 = input => "string" === typeof input.message; return input => _su0(input); })();
const __fw_check_UserResult_1 = (() => { const _io0 = input => true === input.ok && ("object" === typeof input.value && null !== input.value && _io1(input.value)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) && input.age <= 150)) && (undefined === input.email || "string" === typeof input.email && __fw_typia__isFormatEmail._isFormatEmail(input.email)) && (Array.isArray(input.tags) && input.tags.every(elem => "string" === typeof elem)) && (undefined === input.address || "object" === typeof input.address && null !== input.address && _io2(input.address)); const _io2 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io3 = input => false === input.ok && ("object" === typeof input.error && null !== input.error && _io4(input.error)); const _io4 = input => "string" === typeof input.message; const _iu0 = input => (() => {
    if (true === input.ok)
        return _io0(input);
    else if (false === input.ok)
        return _io3(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [true === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "true",
        value: input.ok
    }), ("object" === typeof input.value && null !== input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    })) && _vo1(input.value, _path + ".value", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".value",
        expected: "Person",
        value: input.value
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), undefined === input.age || "number" === typeof input.age && (__fw_typia__isTypeUint32._isTypeUint32(input.age) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Type<\"uint32\">",
        value: input.age
    })) && (input.age <= 150 || _report(_exceptionable, {
        path: _path + ".age",
        expected: "number & Maximum<150>",
        value: input.age
    })) || _report(_exceptionable, {
        path: _path + ".age",
        expected: "((number & Type<\"uint32\"> & Maximum<150>) | undefined)",
        value: input.age
    }), undefined === input.email || "string" === typeof input.email && (__fw_typia__isFormatEmail._isFormatEmail(input.email) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & Format<\"email\">",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & Format<\"email\">) | undefined)",
        value: input.email
    }), (Array.isArray(input.tags) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    })) && input.tags.map((elem, _index2) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".tags[" + _index2 + "]",
        expected: "string",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".tags",
        expected: "Array<string>",
        value: input.tags
    }), undefined === input.address || ("object" === typeof input.address && null !== input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })) && _vo2(input.address, _path + ".address", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".address",
        expected: "(Address | undefined)",
        value: input.address
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _vo3 = (input, _path, _exceptionable = true) => [false === input.ok || _report(_exceptionable, {
        path: _path + ".ok",
        expected: "false",
        value: input.ok
    }), ("object" === typeof input.error && null !== input.error || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    })) && _vo4(input.error, _path + ".error", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".error",
        expected: "__type.o14",
        value: input.error
    })].every(flag => flag); const _vo4 = (input, _path, _exceptionable = true) => ["string" === typeof input.message || _report(_exceptionable, {
        path: _path + ".message",
        expected: "string",
        value: input.message
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (true === input.ok)
        return _vo0(input, _path, true && _exceptionable);
    else if (false === input.ok)
        return _vo3(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(__type | __type.o13)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _iu0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        })) && _vu0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "(__type | __type.o13)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Coordinates_1 = (() => { const _io0 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("lat" === key || "lng" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Coordinates_1 = (() => { const _io0 = (input, _exceptionable = true) => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["lat", "lng"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["lat", "lng"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Coordinates_1 = (() => { const _so0 = input => `{"lat":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lat))},"lng":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lng))}}`; return input => _so0(input); })();
const __fw_check_Coordinates_1 = (() => { const _io0 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _vo0 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Coordinates",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Route2_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po1(elem);
}); const _io0 = input => Array.isArray(input.points) && (2 <= input.points.length && input.points.every(elem => "object" === typeof elem && null !== elem && _io1(elem))) && (undefined === input.closed || "boolean" === typeof input.closed); const _io1 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.points) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    })) && ((2 <= input.points.length || _report(_exceptionable, {
        path: _path + ".points",
        expected: "Array<> & MinItems<2>",
        value: input.points
    })) && input.points.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })) && _vo1(elem, _path + ".points[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    }), undefined === input.closed || "boolean" === typeof input.closed || _report(_exceptionable, {
        path: _path + ".closed",
        expected: "(boolean | undefined)",
        value: input.closed
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.points))
        _pp0(input.points);
    for (const key of Object.keys(input)) {
        if ("points" === key || "closed" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("lat" === key || "lng" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Route2_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.points) && (2 <= input.points.length && input.points.every((elem, _index1) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable))) && (undefined === input.closed || "boolean" === typeof input.closed) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["points", "closed"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["lat", "lng"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.points) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    })) && ((2 <= input.points.length || _report(_exceptionable, {
        path: _path + ".points",
        expected: "Array<> & MinItems<2>",
        value: input.points
    })) && input.points.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })) && _vo1(elem, _path + ".points[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    }), undefined === input.closed || "boolean" === typeof input.closed || _report(_exceptionable, {
        path: _path + ".closed",
        expected: "(boolean | undefined)",
        value: input.closed
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["points", "closed"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["lat", "lng"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Route2_1 = (() => { const _so0 = input => `{${undefined === input.closed ? "" : `"closed":${undefined !== input.closed ? String(input.closed) : undefined},`}"points":${`[${input.points.map(elem => _so1(elem)).join(",")}]`}}`; const _so1 = input => `{"lat":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lat))},"lng":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lng))}}`; const _io1 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); return input => _so0(input); })();
const __fw_check_Route2_1 = (() => { const _io0 = input => Array.isArray(input.points) && (2 <= input.points.length && input.points.every(elem => "object" === typeof elem && null !== elem && _io1(elem))) && (undefined === input.closed || "boolean" === typeof input.closed); const _io1 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.points) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    })) && ((2 <= input.points.length || _report(_exceptionable, {
        path: _path + ".points",
        expected: "Array<> & MinItems<2>",
        value: input.points
    })) && input.points.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })) && _vo1(elem, _path + ".points[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".points[" + _index2 + "]",
        expected: "Coordinates",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".points",
        expected: "(Array<Coordinates> & MinItems<2>)",
        value: input.points
    }), undefined === input.closed || "boolean" === typeof input.closed || _report(_exceptionable, {
        path: _path + ".closed",
        expected: "(boolean | undefined)",
        value: input.closed
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Route2",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Contact_1 = (() => { const _io0 = input => (undefined === input.phone || "string" === typeof input.phone && RegExp("^\\+[0-9]{6,15}$").test(input.phone)) && (Array.isArray(input.emails) && input.emails.every(elem => "string" === typeof elem && __fw_typia__isFormatEmail._isFormatEmail(elem))); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.phone || "string" === typeof input.phone && (RegExp("^\\+[0-9]{6,15}$").test(input.phone) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "string & Pattern<\"^\\\\+[0-9]{6,15}$\">",
        value: input.phone
    })) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "((string & Pattern<\"^\\\\+[0-9]{6,15}$\">) | undefined)",
        value: input.phone
    }), (Array.isArray(input.emails) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    })) && input.emails.map((elem, _index2) => "string" === typeof elem && (__fw_typia__isFormatEmail._isFormatEmail(elem) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "string & Format<\"email\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "(string & Format<\"email\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("phone" === key || "emails" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Contact_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.phone || "string" === typeof input.phone && RegExp("^\\+[0-9]{6,15}$").test(input.phone)) && (Array.isArray(input.emails) && input.emails.every((elem, _index1) => "string" === typeof elem && __fw_typia__isFormatEmail._isFormatEmail(elem))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["phone", "emails"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.phone || "string" === typeof input.phone && (RegExp("^\\+[0-9]{6,15}$").test(input.phone) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "string & Pattern<\"^\\\\+[0-9]{6,15}$\">",
        value: input.phone
    })) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "((string & Pattern<\"^\\\\+[0-9]{6,15}$\">) | undefined)",
        value: input.phone
    }), (Array.isArray(input.emails) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    })) && input.emails.map((elem, _index2) => "string" === typeof elem && (__fw_typia__isFormatEmail._isFormatEmail(elem) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "string & Format<\"email\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "(string & Format<\"email\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["phone", "emails"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Contact_1 = (() => { const _so0 = input => `{${undefined === input.phone ? "" : `"phone":${undefined !== input.phone ? __fw_typia__jsonStringifyString._jsonStringifyString(input.phone) : undefined},`}"emails":${`[${input.emails.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem)).join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_Contact_1 = (() => { const _io0 = input => (undefined === input.phone || "string" === typeof input.phone && RegExp("^\\+[0-9]{6,15}$").test(input.phone)) && (Array.isArray(input.emails) && input.emails.every(elem => "string" === typeof elem && __fw_typia__isFormatEmail._isFormatEmail(elem))); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.phone || "string" === typeof input.phone && (RegExp("^\\+[0-9]{6,15}$").test(input.phone) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "string & Pattern<\"^\\\\+[0-9]{6,15}$\">",
        value: input.phone
    })) || _report(_exceptionable, {
        path: _path + ".phone",
        expected: "((string & Pattern<\"^\\\\+[0-9]{6,15}$\">) | undefined)",
        value: input.phone
    }), (Array.isArray(input.emails) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    })) && input.emails.map((elem, _index2) => "string" === typeof elem && (__fw_typia__isFormatEmail._isFormatEmail(elem) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "string & Format<\"email\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "(string & Format<\"email\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<string & Format<\"email\">>",
        value: input.emails
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Contact",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Settings_1 = (() => { const _io0 = input => ("dark" === input.theme || "light" === input.theme || "system" === input.theme) && ("number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) && 8 <= input.fontSize && input.fontSize <= 32)) && ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) && _io1(input.shortcuts)); const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value && 1 <= value.length;
}); const _vo0 = (input, _path, _exceptionable = true) => ["dark" === input.theme || "light" === input.theme || "system" === input.theme || _report(_exceptionable, {
        path: _path + ".theme",
        expected: "(\"dark\" | \"light\" | \"system\")",
        value: input.theme
    }), "number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Type<\"uint32\">",
        value: input.fontSize
    })) && (8 <= input.fontSize || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Minimum<8>",
        value: input.fontSize
    })) && (input.fontSize <= 32 || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Maximum<32>",
        value: input.fontSize
    })) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "(number & Type<\"uint32\"> & Minimum<8> & Maximum<32>)",
        value: input.fontSize
    }), ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    })) && _vo1(input.shortcuts, _path + ".shortcuts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value && (1 <= value.length || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MinLength<1>",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(string & MinLength<1>)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.shortcuts && null !== input.shortcuts)
        _po1(input.shortcuts);
    for (const key of Object.keys(input)) {
        if ("theme" === key || "fontSize" === key || "shortcuts" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    Object.entries(input).forEach(([key, value]) => {
        if (undefined === value)
            return;
        if (RegExp(/(.*)/).test(key)) { }
    });
    for (const key of Object.keys(input)) {
        if (RegExp(/(.*)/).test(key))
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Settings_1 = (() => { const _io0 = (input, _exceptionable = true) => ("dark" === input.theme || "light" === input.theme || "system" === input.theme) && ("number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) && 8 <= input.fontSize && input.fontSize <= 32)) && ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) && _io1(input.shortcuts, true && _exceptionable)) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["theme", "fontSize", "shortcuts"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value && 1 <= value.length;
}); const _vo0 = (input, _path, _exceptionable = true) => ["dark" === input.theme || "light" === input.theme || "system" === input.theme || _report(_exceptionable, {
        path: _path + ".theme",
        expected: "(\"dark\" | \"light\" | \"system\")",
        value: input.theme
    }), "number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Type<\"uint32\">",
        value: input.fontSize
    })) && (8 <= input.fontSize || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Minimum<8>",
        value: input.fontSize
    })) && (input.fontSize <= 32 || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Maximum<32>",
        value: input.fontSize
    })) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "(number & Type<\"uint32\"> & Minimum<8> & Maximum<32>)",
        value: input.fontSize
    }), ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    })) && _vo1(input.shortcuts, _path + ".shortcuts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["theme", "fontSize", "shortcuts"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value && (1 <= value.length || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MinLength<1>",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(string & MinLength<1>)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Settings_1 = (() => { const _so0 = input => `{"theme":${"\"" + input.theme + "\""},"fontSize":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.fontSize))},"shortcuts":${_so1(input.shortcuts)}}`; const _so1 = input => `{${Object.entries(input).map(([key, value]) => { if (undefined === value)
    return ""; return `${JSON.stringify(key)}:${__fw_typia__jsonStringifyString._jsonStringifyString(value)}`; }).filter(str => "" !== str).join(",")}}`; const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value && 1 <= value.length;
}); return input => _so0(input); })();
const __fw_check_Settings_1 = (() => { const _io0 = input => ("dark" === input.theme || "light" === input.theme || "system" === input.theme) && ("number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) && 8 <= input.fontSize && input.fontSize <= 32)) && ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) && _io1(input.shortcuts)); const _io1 = input => Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value && 1 <= value.length;
}); const _vo0 = (input, _path, _exceptionable = true) => ["dark" === input.theme || "light" === input.theme || "system" === input.theme || _report(_exceptionable, {
        path: _path + ".theme",
        expected: "(\"dark\" | \"light\" | \"system\")",
        value: input.theme
    }), "number" === typeof input.fontSize && (__fw_typia__isTypeUint32._isTypeUint32(input.fontSize) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Type<\"uint32\">",
        value: input.fontSize
    })) && (8 <= input.fontSize || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Minimum<8>",
        value: input.fontSize
    })) && (input.fontSize <= 32 || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "number & Maximum<32>",
        value: input.fontSize
    })) || _report(_exceptionable, {
        path: _path + ".fontSize",
        expected: "(number & Type<\"uint32\"> & Minimum<8> & Maximum<32>)",
        value: input.fontSize
    }), ("object" === typeof input.shortcuts && null !== input.shortcuts && false === Array.isArray(input.shortcuts) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    })) && _vo1(input.shortcuts, _path + ".shortcuts", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".shortcuts",
        expected: "Record<string, string & MinLength<1>>",
        value: input.shortcuts
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value && (1 <= value.length || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MinLength<1>",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(string & MinLength<1>)",
            value: value
        });
    }).every(flag => flag)].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Settings",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Comment_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po0(elem);
}); const _io0 = input => "string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id) && ("string" === typeof input.body && (1 <= input.body.length && input.body.length <= 500)) && (Array.isArray(input.replies) && input.replies.every(elem => "object" === typeof elem && null !== elem && _io0(elem))) && (undefined === input.author || "object" === typeof input.author && null !== input.author && _io1(input.author)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.body && (1 <= input.body.length || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MinLength<1>",
        value: input.body
    })) && (input.body.length <= 500 || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MaxLength<500>",
        value: input.body
    })) || _report(_exceptionable, {
        path: _path + ".body",
        expected: "(string & MinLength<1> & MaxLength<500>)",
        value: input.body
    }), (Array.isArray(input.replies) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    })) && input.replies.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })) && _vo0(elem, _path + ".replies[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    }), undefined === input.author || ("object" === typeof input.author && null !== input.author || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    })) && _vo1(input.author, _path + ".author", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.replies))
        _pp0(input.replies);
    if ("object" === typeof input.author && null !== input.author)
        _po1(input.author);
    for (const key of Object.keys(input)) {
        if ("id" === key || "body" === key || "replies" === key || "author" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("name" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Comment_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id) && ("string" === typeof input.body && (1 <= input.body.length && input.body.length <= 500)) && (Array.isArray(input.replies) && input.replies.every((elem, _index1) => "object" === typeof elem && null !== elem && _io0(elem, true && _exceptionable))) && (undefined === input.author || "object" === typeof input.author && null !== input.author && _io1(input.author, true && _exceptionable)) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["id", "body", "replies", "author"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["name"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.body && (1 <= input.body.length || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MinLength<1>",
        value: input.body
    })) && (input.body.length <= 500 || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MaxLength<500>",
        value: input.body
    })) || _report(_exceptionable, {
        path: _path + ".body",
        expected: "(string & MinLength<1> & MaxLength<500>)",
        value: input.body
    }), (Array.isArray(input.replies) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    })) && input.replies.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })) && _vo0(elem, _path + ".replies[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    }), undefined === input.author || ("object" === typeof input.author && null !== input.author || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    })) && _vo1(input.author, _path + ".author", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["id", "body", "replies", "author"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["name"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Comment_1 = (() => { const _so0 = input => `{${undefined === input.author ? "" : `"author":${undefined !== input.author ? _so1(input.author) : undefined},`}"id":${__fw_typia__jsonStringifyString._jsonStringifyString(input.id)},"body":${__fw_typia__jsonStringifyString._jsonStringifyString(input.body)},"replies":${`[${input.replies.map(elem => _so0(elem)).join(",")}]`}}`; const _so1 = input => `{"name":${__fw_typia__jsonStringifyString._jsonStringifyString(input.name)}}`; const _io0 = input => "string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id) && ("string" === typeof input.body && (1 <= input.body.length && input.body.length <= 500)) && (Array.isArray(input.replies) && input.replies.every(elem => "object" === typeof elem && null !== elem && _io0(elem))) && (undefined === input.author || "object" === typeof input.author && null !== input.author && _io1(input.author)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100); return input => _so0(input); })();
const __fw_check_Comment_1 = (() => { const _io0 = input => "string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id) && ("string" === typeof input.body && (1 <= input.body.length && input.body.length <= 500)) && (Array.isArray(input.replies) && input.replies.every(elem => "object" === typeof elem && null !== elem && _io0(elem))) && (undefined === input.author || "object" === typeof input.author && null !== input.author && _io1(input.author)); const _io1 = input => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 100); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.body && (1 <= input.body.length || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MinLength<1>",
        value: input.body
    })) && (input.body.length <= 500 || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string & MaxLength<500>",
        value: input.body
    })) || _report(_exceptionable, {
        path: _path + ".body",
        expected: "(string & MinLength<1> & MaxLength<500>)",
        value: input.body
    }), (Array.isArray(input.replies) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    })) && input.replies.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })) && _vo0(elem, _path + ".replies[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".replies[" + _index2 + "]",
        expected: "Comment",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".replies",
        expected: "Array<Comment>",
        value: input.replies
    }), undefined === input.author || ("object" === typeof input.author && null !== input.author || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    })) && _vo1(input.author, _path + ".author", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".author",
        expected: "(Pick<Person, \"name\"> | undefined)",
        value: input.author
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 100 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<100>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<100>)",
        value: input.name
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Comment",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Expr_1 = (() => { const _io0 = input => ("+" === input.op || "-" === input.op || "*" === input.op) && (null !== input.left && undefined !== input.left && ("number" === typeof input.left || "object" === typeof input.left && null !== input.left && _io0(input.left))) && (null !== input.right && undefined !== input.right && ("number" === typeof input.right || "object" === typeof input.right && null !== input.right && _io0(input.right))); const _vo0 = (input, _path, _exceptionable = true) => ["+" === input.op || "-" === input.op || "*" === input.op || _report(_exceptionable, {
        path: _path + ".op",
        expected: "(\"*\" | \"+\" | \"-\")",
        value: input.op
    }), (null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && (undefined !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && ("number" === typeof input.left || ("object" === typeof input.left && null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && _vo0(input.left, _path + ".left", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })), (null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && (undefined !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && ("number" === typeof input.right || ("object" === typeof input.right && null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && _vo0(input.right, _path + ".right", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    }))].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.left && null !== input.left)
        _po0(input.left);
    if ("object" === typeof input.right && null !== input.right)
        _po0(input.right);
    for (const key of Object.keys(input)) {
        if ("op" === key || "left" === key || "right" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Expr_1 = (() => { const _io0 = (input, _exceptionable = true) => ("+" === input.op || "-" === input.op || "*" === input.op) && (null !== input.left && undefined !== input.left && ("number" === typeof input.left || "object" === typeof input.left && null !== input.left && _io0(input.left, true && _exceptionable))) && (null !== input.right && undefined !== input.right && ("number" === typeof input.right || "object" === typeof input.right && null !== input.right && _io0(input.right, true && _exceptionable))) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["op", "left", "right"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["+" === input.op || "-" === input.op || "*" === input.op || _report(_exceptionable, {
        path: _path + ".op",
        expected: "(\"*\" | \"+\" | \"-\")",
        value: input.op
    }), (null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && (undefined !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && ("number" === typeof input.left || ("object" === typeof input.left && null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && _vo0(input.left, _path + ".left", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })), (null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && (undefined !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && ("number" === typeof input.right || ("object" === typeof input.right && null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && _vo0(input.right, _path + ".right", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["op", "left", "right"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Expr_1 = (() => { const _so0 = input => `{"op":${"\"" + input.op + "\""},"left":${(() => {
    if ("number" === typeof input.left)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.left));
    if ("object" === typeof input.left && null !== input.left)
        return _so0(input.left);
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(Expr | number)",
        value: input.left
    });
})()},"right":${(() => {
    if ("number" === typeof input.right)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.right));
    if ("object" === typeof input.right && null !== input.right)
        return _so0(input.right);
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(Expr | number)",
        value: input.right
    });
})()}}`; const _io0 = input => ("+" === input.op || "-" === input.op || "*" === input.op) && (null !== input.left && undefined !== input.left && ("number" === typeof input.left || "object" === typeof input.left && null !== input.left && _io0(input.left))) && (null !== input.right && undefined !== input.right && ("number" === typeof input.right || "object" === typeof input.right && null !== input.right && _io0(input.right))); return input => _so0(input); })();
const __fw_check_Expr_1 = (() => { const _io0 = input => ("+" === input.op || "-" === input.op || "*" === input.op) && (null !== input.left && undefined !== input.left && ("number" === typeof input.left || "object" === typeof input.left && null !== input.left && _io0(input.left))) && (null !== input.right && undefined !== input.right && ("number" === typeof input.right || "object" === typeof input.right && null !== input.right && _io0(input.right))); const _vo0 = (input, _path, _exceptionable = true) => ["+" === input.op || "-" === input.op || "*" === input.op || _report(_exceptionable, {
        path: _path + ".op",
        expected: "(\"*\" | \"+\" | \"-\")",
        value: input.op
    }), (null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && (undefined !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && ("number" === typeof input.left || ("object" === typeof input.left && null !== input.left || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })) && _vo0(input.left, _path + ".left", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".left",
        expected: "(Expr | number)",
        value: input.left
    })), (null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && (undefined !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && ("number" === typeof input.right || ("object" === typeof input.right && null !== input.right || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    })) && _vo0(input.right, _path + ".right", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".right",
        expected: "(Expr | number)",
        value: input.right
    }))].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Expr",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Batch_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _po1(elem);
}); const _io0 = input => Array.isArray(input.items) && (input.items.length <= 3 && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem))); const _io1 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    })) && ((input.items.length <= 3 || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<> & MaxItems<3>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    })].every(flag => flag); const _po0 = input => {
    if (Array.isArray(input.items))
        _pp0(input.items);
    for (const key of Object.keys(input)) {
        if ("items" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("status" === key || "color" === key || "level" === key || "score" === key || "ratio" === key || "flag" === key || "id" === key || "created" === key || "day" === key || "site" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Batch_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.items) && (input.items.length <= 3 && input.items.every((elem, _index1) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["items"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)) && (7 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["status", "color", "level", "score", "ratio", "flag", "id", "created", "day", "site"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    })) && ((input.items.length <= 3 || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<> & MaxItems<3>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["items"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    }), 7 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["status", "color", "level", "score", "ratio", "flag", "id", "created", "day", "site"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Batch_1 = (() => { const _so0 = input => `{"items":${`[${input.items.map(elem => _so1(elem)).join(",")}]`}}`; const _so1 = input => `{${undefined === input.color ? "" : `"color":${undefined !== input.color ? "\"" + input.color + "\"" : undefined},`}${undefined === input.day ? "" : `"day":${undefined !== input.day ? __fw_typia__jsonStringifyString._jsonStringifyString(input.day) : undefined},`}${undefined === input.site ? "" : `"site":${undefined !== input.site ? __fw_typia__jsonStringifyString._jsonStringifyString(input.site) : undefined},`}"status":${"\"" + input.status + "\""},"level":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.level))},"score":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.score))},"ratio":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.ratio))},"flag":${String(input.flag)},"id":${__fw_typia__jsonStringifyString._jsonStringifyString(input.id)},"created":${__fw_typia__jsonStringifyString._jsonStringifyString(input.created)}}`; const _io1 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)); return input => _so0(input); })();
const __fw_check_Batch_1 = (() => { const _io0 = input => Array.isArray(input.items) && (input.items.length <= 3 && input.items.every(elem => "object" === typeof elem && null !== elem && _io1(elem))); const _io1 = input => ("draft" === input.status || "published" === input.status || "archived" === input.status) && (undefined === input.color || "red" === input.color || "blue" === input.color) && (1 === input.level || 2 === input.level) && ("number" === typeof input.score && (0 < input.score && input.score < 1)) && "number" === typeof input.ratio && "boolean" === typeof input.flag && ("string" === typeof input.id && __fw_typia__isFormatUuid._isFormatUuid(input.id)) && ("string" === typeof input.created && __fw_typia__isFormatDateTime._isFormatDateTime(input.created)) && (undefined === input.day || "string" === typeof input.day && __fw_typia__isFormatDate._isFormatDate(input.day)) && (undefined === input.site || "string" === typeof input.site && __fw_typia__isFormatUri._isFormatUri(input.site)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.items) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    })) && ((input.items.length <= 3 || _report(_exceptionable, {
        path: _path + ".items",
        expected: "Array<> & MaxItems<3>",
        value: input.items
    })) && input.items.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })) && _vo1(elem, _path + ".items[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".items[" + _index2 + "]",
        expected: "Article",
        value: elem
    })).every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".items",
        expected: "(Array<Article> & MaxItems<3>)",
        value: input.items
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["draft" === input.status || "published" === input.status || "archived" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"archived\" | \"draft\" | \"published\")",
        value: input.status
    }), undefined === input.color || "red" === input.color || "blue" === input.color || _report(_exceptionable, {
        path: _path + ".color",
        expected: "(\"blue\" | \"red\" | undefined)",
        value: input.color
    }), 1 === input.level || 2 === input.level || _report(_exceptionable, {
        path: _path + ".level",
        expected: "(1 | 2)",
        value: input.level
    }), "number" === typeof input.score && (0 < input.score || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMinimum<0>",
        value: input.score
    })) && (input.score < 1 || _report(_exceptionable, {
        path: _path + ".score",
        expected: "number & ExclusiveMaximum<1>",
        value: input.score
    })) || _report(_exceptionable, {
        path: _path + ".score",
        expected: "(number & ExclusiveMinimum<0> & ExclusiveMaximum<1>)",
        value: input.score
    }), "number" === typeof input.ratio || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number",
        value: input.ratio
    }), "boolean" === typeof input.flag || _report(_exceptionable, {
        path: _path + ".flag",
        expected: "boolean",
        value: input.flag
    }), "string" === typeof input.id && (__fw_typia__isFormatUuid._isFormatUuid(input.id) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & Format<\"uuid\">",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "(string & Format<\"uuid\">)",
        value: input.id
    }), "string" === typeof input.created && (__fw_typia__isFormatDateTime._isFormatDateTime(input.created) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "string & Format<\"date-time\">",
        value: input.created
    })) || _report(_exceptionable, {
        path: _path + ".created",
        expected: "(string & Format<\"date-time\">)",
        value: input.created
    }), undefined === input.day || "string" === typeof input.day && (__fw_typia__isFormatDate._isFormatDate(input.day) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "string & Format<\"date\">",
        value: input.day
    })) || _report(_exceptionable, {
        path: _path + ".day",
        expected: "((string & Format<\"date\">) | undefined)",
        value: input.day
    }), undefined === input.site || "string" === typeof input.site && (__fw_typia__isFormatUri._isFormatUri(input.site) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "string & Format<\"uri\">",
        value: input.site
    })) || _report(_exceptionable, {
        path: _path + ".site",
        expected: "((string & Format<\"uri\">) | undefined)",
        value: input.site
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Batch",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Grid_1 = (() => { const __is = input => Array.isArray(input) && input.every(elem => Array.isArray(elem) && (elem.length === 2 && "number" === typeof elem[0] && "number" === typeof elem[1])); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        })) && input.map((elem, _index2) => (Array.isArray(elem) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && ((elem.length === 2 || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && [
            "number" === typeof elem[0] || _report(true, {
                path: _path + "[" + _index2 + "][0]",
                expected: "number",
                value: elem[0]
            }),
            "number" === typeof elem[1] || _report(true, {
                path: _path + "[" + _index2 + "][1]",
                expected: "number",
                value: elem[1]
            })
        ].every(flag => flag)) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => { }; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Grid_1 = (() => { const __is = (input, _exceptionable = true) => Array.isArray(input) && input.every((elem, _index1) => Array.isArray(elem) && (elem.length === 2 && "number" === typeof elem[0] && "number" === typeof elem[1])); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        })) && input.map((elem, _index2) => (Array.isArray(elem) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && ((elem.length === 2 || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && [
            "number" === typeof elem[0] || _report(true, {
                path: _path + "[" + _index2 + "][0]",
                expected: "number",
                value: elem[0]
            }),
            "number" === typeof elem[1] || _report(true, {
                path: _path + "[" + _index2 + "][1]",
                expected: "number",
                value: elem[1]
            })
        ].every(flag => flag)) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_clone_Grid_1 = (() => { const _cp0 = input => input.map(elem => [
    elem[0],
    elem[1]
]); return input => _cp0(input); })();
const __fw_check_Grid_1 = (() => { const __is = input => Array.isArray(input) && input.every(elem => Array.isArray(elem) && (elem.length === 2 && "number" === typeof elem[0] && "number" === typeof elem[1])); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        })) && input.map((elem, _index2) => (Array.isArray(elem) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && ((elem.length === 2 || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })) && [
            "number" === typeof elem[0] || _report(true, {
                path: _path + "[" + _index2 + "][0]",
                expected: "number",
                value: elem[0]
            }),
            "number" === typeof elem[1] || _report(true, {
                path: _path + "[" + _index2 + "][1]",
                expected: "number",
                value: elem[1]
            })
        ].every(flag => flag)) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "[number, number]",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Grid",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Span_1 = (() => { const _io0 = input => Array.isArray(input.range) && (1 <= input.range.length && 2 >= input.range.length && ("number" === typeof input.range[0] && __fw_typia__isTypeInt32._isTypeInt32(input.range[0])) && (undefined === input.range[1] || "number" === typeof input.range[1] && __fw_typia__isTypeInt32._isTypeInt32(input.range[1]))); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.range) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[number & Type<\"int32\">, ((number & Type<\"int32\">) | undefined)?]",
        value: input.range
    })) && ((1 <= input.range.length && 2 >= input.range.length || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[(number & Type<\"int32\">), ((number & Type<\"int32\">) | undefined)]",
        value: input.range
    })) && [
        "number" === typeof input.range[0] && (__fw_typia__isTypeInt32._isTypeInt32(input.range[0]) || _report(_exceptionable, {
            path: _path + ".range[0]",
            expected: "number & Type<\"int32\">",
            value: input.range[0]
        })) || _report(_exceptionable, {
            path: _path + ".range[0]",
            expected: "(number & Type<\"int32\">)",
            value: input.range[0]
        }),
        undefined === input.range[1] || "number" === typeof input.range[1] && (__fw_typia__isTypeInt32._isTypeInt32(input.range[1]) || _report(_exceptionable, {
            path: _path + ".range[1]",
            expected: "number & Type<\"int32\">",
            value: input.range[1]
        })) || _report(_exceptionable, {
            path: _path + ".range[1]",
            expected: "((number & Type<\"int32\">) | undefined)",
            value: input.range[1]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[number & Type<\"int32\">, ((number & Type<\"int32\">) | undefined)?]",
        value: input.range
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("range" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Span",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Span",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Span_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.range) && (1 <= input.range.length && 2 >= input.range.length && ("number" === typeof input.range[0] && __fw_typia__isTypeInt32._isTypeInt32(input.range[0])) && (undefined === input.range[1] || "number" === typeof input.range[1] && __fw_typia__isTypeInt32._isTypeInt32(input.range[1]))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["range"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.range) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[number & Type<\"int32\">, ((number & Type<\"int32\">) | undefined)?]",
        value: input.range
    })) && ((1 <= input.range.length && 2 >= input.range.length || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[(number & Type<\"int32\">), ((number & Type<\"int32\">) | undefined)]",
        value: input.range
    })) && [
        "number" === typeof input.range[0] && (__fw_typia__isTypeInt32._isTypeInt32(input.range[0]) || _report(_exceptionable, {
            path: _path + ".range[0]",
            expected: "number & Type<\"int32\">",
            value: input.range[0]
        })) || _report(_exceptionable, {
            path: _path + ".range[0]",
            expected: "(number & Type<\"int32\">)",
            value: input.range[0]
        }),
        undefined === input.range[1] || "number" === typeof input.range[1] && (__fw_typia__isTypeInt32._isTypeInt32(input.range[1]) || _report(_exceptionable, {
            path: _path + ".range[1]",
            expected: "number & Type<\"int32\">",
            value: input.range[1]
        })) || _report(_exceptionable, {
            path: _path + ".range[1]",
            expected: "((number & Type<\"int32\">) | undefined)",
            value: input.range[1]
        })
    ].every(flag => flag)) || _report(_exceptionable, {
        path: _path + ".range",
        expected: "[number & Type<\"int32\">, ((number & Type<\"int32\">) | undefined)?]",
        value: input.range
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["range"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Span",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Span",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Versioned_1 = (() => { const _io0 = input => "string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) && (undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel))); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) || _report(_exceptionable, {
        path: _path + ".version",
        expected: "`v${number}.${number}`",
        value: input.version
    }), undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel)) || _report(_exceptionable, {
        path: _path + ".channel",
        expected: "(`beta-${string}` | `stable-${string}` | undefined)",
        value: input.channel
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("version" === key || "channel" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Versioned_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) && (undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel))) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["version", "channel"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) || _report(_exceptionable, {
        path: _path + ".version",
        expected: "`v${number}.${number}`",
        value: input.version
    }), undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel)) || _report(_exceptionable, {
        path: _path + ".channel",
        expected: "(`beta-${string}` | `stable-${string}` | undefined)",
        value: input.channel
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["version", "channel"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Versioned_1 = (() => { const _so0 = input => `{${undefined === input.channel ? "" : `"channel":${undefined !== input.channel ? __fw_typia__jsonStringifyString._jsonStringifyString(input.channel) : undefined},`}"version":${__fw_typia__jsonStringifyString._jsonStringifyString(input.version)}}`; return input => _so0(input); })();
const __fw_check_Versioned_1 = (() => { const _io0 = input => "string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) && (undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel))); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.version && RegExp(/^v[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\.[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/).test(input.version) || _report(_exceptionable, {
        path: _path + ".version",
        expected: "`v${number}.${number}`",
        value: input.version
    }), undefined === input.channel || "string" === typeof input.channel && (RegExp(/^beta\x2d(.*)/).test(input.channel) || RegExp(/^stable\x2d(.*)/).test(input.channel)) || _report(_exceptionable, {
        path: _path + ".channel",
        expected: "(`beta-${string}` | `stable-${string}` | undefined)",
        value: input.channel
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Versioned",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_EmptyObject_1 = (() => { const _io0 = input => true; const _vo0 = (input, _path, _exceptionable = true) => true; const _po0 = input => {
    for (const key of Object.keys(input))
        delete input[key];
}; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_EmptyObject_1 = (() => { const _io0 = (input, _exceptionable = true) => 0 === Object.keys(input).length || Object.keys(input).every(key => {
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
}); const _vo0 = (input, _path, _exceptionable = true) => [0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_EmptyObject_1 = (() => { const _so0 = input => "{}"; return input => _so0(input); })();
const __fw_check_EmptyObject_1 = (() => { const _io0 = input => true; const _vo0 = (input, _path, _exceptionable = true) => true; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "EmptyObject",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_AllOptional_1 = (() => { const _io0 = input => undefined === input.a || "object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) && _io1(input.a); const _io1 = input => undefined === input.b || "object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) && _io2(input.b); const _io2 = input => undefined === input.c || "string" === typeof input.c; const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || ("object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.b || ("object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [undefined === input.c || "string" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(string | undefined)",
        value: input.c
    })].every(flag => flag); const _po0 = input => {
    if ("object" === typeof input.a && null !== input.a)
        _po1(input.a);
    for (const key of Object.keys(input)) {
        if ("a" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    if ("object" === typeof input.b && null !== input.b)
        _po2(input.b);
    for (const key of Object.keys(input)) {
        if ("b" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("c" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_AllOptional_1 = (() => { const _io0 = (input, _exceptionable = true) => (undefined === input.a || "object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) && _io1(input.a, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => (undefined === input.b || "object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) && _io2(input.b, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["b"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => (undefined === input.c || "string" === typeof input.c) && (0 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["c"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || ("object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.b || ("object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["b"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [undefined === input.c || "string" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(string | undefined)",
        value: input.c
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["c"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_AllOptional_1 = (() => { const _so0 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.a ? "" : `"a":${undefined !== input.a ? _so1(input.a) : undefined}`}`)}}`; const _so1 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.b ? "" : `"b":${undefined !== input.b ? _so2(input.b) : undefined}`}`)}}`; const _so2 = input => `{${__fw_typia__jsonStringifyTail._jsonStringifyTail(`${undefined === input.c ? "" : `"c":${undefined !== input.c ? __fw_typia__jsonStringifyString._jsonStringifyString(input.c) : undefined}`}`)}}`; const _io1 = input => undefined === input.b || "object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) && _io2(input.b); const _io2 = input => undefined === input.c || "string" === typeof input.c; return input => _so0(input); })();
const __fw_check_AllOptional_1 = (() => { const _io0 = input => undefined === input.a || "object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) && _io1(input.a); const _io1 = input => undefined === input.b || "object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) && _io2(input.b); const _io2 = input => undefined === input.c || "string" === typeof input.c; const _vo0 = (input, _path, _exceptionable = true) => [undefined === input.a || ("object" === typeof input.a && null !== input.a && false === Array.isArray(input.a) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    })) && _vo1(input.a, _path + ".a", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(__type | undefined)",
        value: input.a
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => [undefined === input.b || ("object" === typeof input.b && null !== input.b && false === Array.isArray(input.b) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    })) && _vo2(input.b, _path + ".b", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(__type.o1 | undefined)",
        value: input.b
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => [undefined === input.c || "string" === typeof input.c || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(string | undefined)",
        value: input.c
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "AllOptional",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_BigCounts_1 = (() => { const _io0 = input => Array.isArray(input.counts) && input.counts.every(elem => "number" === typeof elem && __fw_typia__isTypeUint64._isTypeUint64(elem)) && ("number" === typeof input.ratio && __fw_typia__isTypeFloat._isTypeFloat(input.ratio)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    })) && input.counts.map((elem, _index2) => "number" === typeof elem && (__fw_typia__isTypeUint64._isTypeUint64(elem) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "number & Type<\"uint64\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "(number & Type<\"uint64\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    }), "number" === typeof input.ratio && (__fw_typia__isTypeFloat._isTypeFloat(input.ratio) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number & Type<\"float\">",
        value: input.ratio
    })) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "(number & Type<\"float\">)",
        value: input.ratio
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("counts" === key || "ratio" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_BigCounts_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.counts) && input.counts.every((elem, _index1) => "number" === typeof elem && __fw_typia__isTypeUint64._isTypeUint64(elem)) && ("number" === typeof input.ratio && __fw_typia__isTypeFloat._isTypeFloat(input.ratio)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["counts", "ratio"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    })) && input.counts.map((elem, _index2) => "number" === typeof elem && (__fw_typia__isTypeUint64._isTypeUint64(elem) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "number & Type<\"uint64\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "(number & Type<\"uint64\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    }), "number" === typeof input.ratio && (__fw_typia__isTypeFloat._isTypeFloat(input.ratio) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number & Type<\"float\">",
        value: input.ratio
    })) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "(number & Type<\"float\">)",
        value: input.ratio
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["counts", "ratio"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_BigCounts_1 = (() => { const _so0 = input => `{"counts":${`[${input.counts.map(elem => String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(elem))).join(",")}]`},"ratio":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.ratio))}}`; return input => _so0(input); })();
const __fw_check_BigCounts_1 = (() => { const _io0 = input => Array.isArray(input.counts) && input.counts.every(elem => "number" === typeof elem && __fw_typia__isTypeUint64._isTypeUint64(elem)) && ("number" === typeof input.ratio && __fw_typia__isTypeFloat._isTypeFloat(input.ratio)); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.counts) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    })) && input.counts.map((elem, _index2) => "number" === typeof elem && (__fw_typia__isTypeUint64._isTypeUint64(elem) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "number & Type<\"uint64\">",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".counts[" + _index2 + "]",
        expected: "(number & Type<\"uint64\">)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".counts",
        expected: "Array<number & Type<\"uint64\">>",
        value: input.counts
    }), "number" === typeof input.ratio && (__fw_typia__isTypeFloat._isTypeFloat(input.ratio) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "number & Type<\"float\">",
        value: input.ratio
    })) || _report(_exceptionable, {
        path: _path + ".ratio",
        expected: "(number & Type<\"float\">)",
        value: input.ratio
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "BigCounts",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Choice_1 = (() => { const _io0 = input => false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer; const _vo0 = (input, _path, _exceptionable = true) => [false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer || _report(_exceptionable, {
        path: _path + ".answer",
        expected: "(\"no\" | \"yes\" | 42 | false)",
        value: input.answer
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("answer" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Choice_1 = (() => { const _io0 = (input, _exceptionable = true) => (false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["answer"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer || _report(_exceptionable, {
        path: _path + ".answer",
        expected: "(\"no\" | \"yes\" | 42 | false)",
        value: input.answer
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["answer"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Choice_1 = (() => { const _so0 = input => `{"answer":${(() => {
    if ("boolean" === typeof input.answer)
        return String(input.answer);
    if ("string" === typeof input.answer)
        return "\"" + input.answer + "\"";
    if ("number" === typeof input.answer)
        return String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.answer));
    __fw_typia__throwTypeGuardError._throwTypeGuardError({
        method: "withBody",
        expected: "(\"no\" | \"yes\" | 42 | false)",
        value: input.answer
    });
})()}}`; return input => _so0(input); })();
const __fw_check_Choice_1 = (() => { const _io0 = input => false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer; const _vo0 = (input, _path, _exceptionable = true) => [false === input.answer || "yes" === input.answer || "no" === input.answer || 42 === input.answer || _report(_exceptionable, {
        path: _path + ".answer",
        expected: "(\"no\" | \"yes\" | 42 | false)",
        value: input.answer
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Choice",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_ArrayOfUnions_1 = (() => { const _pp0 = input => input.forEach(elem => {
    if ("object" === typeof elem && null !== elem)
        _pu0(elem);
}); const _io0 = input => Array.isArray(input.values) && input.values.every(elem => "object" === typeof elem && null !== elem && _iu0(elem)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io2 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _iu0 = input => (() => {
    if (undefined !== input.city)
        return _io1(input);
    else if (undefined !== input.lat)
        return _io2(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    })) && input.values.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })) && _vu0(elem, _path + ".values[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.city)
        return _vo1(input, _path, true && _exceptionable);
    else if (undefined !== input.lat)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(Address | Coordinates)",
            value: input
        });
})(); const _po0 = input => {
    if (Array.isArray(input.values))
        _pp0(input.values);
    for (const key of Object.keys(input)) {
        if ("values" === key)
            continue;
        delete input[key];
    }
}; const _po1 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const _po2 = input => {
    for (const key of Object.keys(input)) {
        if ("lat" === key || "lng" === key)
            continue;
        delete input[key];
    }
}; const _pu0 = input => (() => {
    if (undefined !== input.city)
        return _po1(input);
    else if (undefined !== input.lat)
        return _po2(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(Address | Coordinates)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_ArrayOfUnions_1 = (() => { const _io0 = (input, _exceptionable = true) => Array.isArray(input.values) && input.values.every((elem, _index1) => "object" === typeof elem && null !== elem && _iu0(elem, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["values"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input, _exceptionable = true) => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["lat", "lng"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input, _exceptionable = true) => (() => {
    if (undefined !== input.city)
        return _io1(input, true && _exceptionable);
    else if (undefined !== input.lat)
        return _io2(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    })) && input.values.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })) && _vu0(elem, _path + ".values[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["values"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["lat", "lng"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.city)
        return _vo1(input, _path, true && _exceptionable);
    else if (undefined !== input.lat)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(Address | Coordinates)",
            value: input
        });
})(); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_ArrayOfUnions_1 = (() => { const _so0 = input => `{"values":${`[${input.values.map(elem => _su0(elem)).join(",")}]`}}`; const _so1 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; const _so2 = input => `{"lat":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lat))},"lng":${String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.lng))}}`; const _su0 = input => (() => {
    if (undefined !== input.city)
        return _so1(input);
    else if (undefined !== input.lat)
        return _so2(input);
    else
        __fw_typia__throwTypeGuardError._throwTypeGuardError({
            method: "withBody",
            expected: "(Address | Coordinates)",
            value: input
        });
})(); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io2 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _iu0 = input => (() => {
    if (undefined !== input.city)
        return _io1(input);
    else if (undefined !== input.lat)
        return _io2(input);
    else
        return false;
})(); return input => _so0(input); })();
const __fw_check_ArrayOfUnions_1 = (() => { const _io0 = input => Array.isArray(input.values) && input.values.every(elem => "object" === typeof elem && null !== elem && _iu0(elem)); const _io1 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _io2 = input => "number" === typeof input.lat && (-90 <= input.lat && input.lat <= 90) && ("number" === typeof input.lng && (-180 <= input.lng && input.lng <= 180)); const _iu0 = input => (() => {
    if (undefined !== input.city)
        return _io1(input);
    else if (undefined !== input.lat)
        return _io2(input);
    else
        return false;
})(); const _vo0 = (input, _path, _exceptionable = true) => [(Array.isArray(input.values) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    })) && input.values.map((elem, _index2) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })) && _vu0(elem, _path + ".values[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".values[" + _index2 + "]",
        expected: "(Address | Coordinates)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".values",
        expected: "Array<Address | Coordinates>",
        value: input.values
    })].every(flag => flag); const _vo1 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _vo2 = (input, _path, _exceptionable = true) => ["number" === typeof input.lat && (-90 <= input.lat || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Minimum<-90>",
        value: input.lat
    })) && (input.lat <= 90 || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "number & Maximum<90>",
        value: input.lat
    })) || _report(_exceptionable, {
        path: _path + ".lat",
        expected: "(number & Minimum<-90> & Maximum<90>)",
        value: input.lat
    }), "number" === typeof input.lng && (-180 <= input.lng || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Minimum<-180>",
        value: input.lng
    })) && (input.lng <= 180 || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "number & Maximum<180>",
        value: input.lng
    })) || _report(_exceptionable, {
        path: _path + ".lng",
        expected: "(number & Minimum<-180> & Maximum<180>)",
        value: input.lng
    })].every(flag => flag); const _vu0 = (input, _path, _exceptionable = true) => (() => {
    if (undefined !== input.city)
        return _vo1(input, _path, true && _exceptionable);
    else if (undefined !== input.lat)
        return _vo2(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(Address | Coordinates)",
            value: input
        });
})(); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ArrayOfUnions",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Sparse_1 = (() => { const _io0 = input => (null === input.a || undefined === input.a || "string" === typeof input.a) && (null === input.b || "number" === typeof input.b) && (undefined === input.c || Array.isArray(input.c) && input.c.every(elem => null === elem || "string" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => [null === input.a || undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(null | string | undefined)",
        value: input.a
    }), null === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(null | number)",
        value: input.b
    }), undefined === input.c || (Array.isArray(input.c) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    })) && input.c.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".c[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("a" === key || "b" === key || "c" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Sparse_1 = (() => { const _io0 = (input, _exceptionable = true) => (null === input.a || undefined === input.a || "string" === typeof input.a) && (null === input.b || "number" === typeof input.b) && (undefined === input.c || Array.isArray(input.c) && input.c.every((elem, _index1) => null === elem || "string" === typeof elem)) && (1 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["a", "b", "c"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => [null === input.a || undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(null | string | undefined)",
        value: input.a
    }), null === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(null | number)",
        value: input.b
    }), undefined === input.c || (Array.isArray(input.c) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    })) && input.c.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".c[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["a", "b", "c"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Sparse_1 = (() => { const _so0 = input => `{${undefined === input.a ? "" : `"a":${undefined !== input.a ? null !== input.a ? __fw_typia__jsonStringifyString._jsonStringifyString(input.a) : "null" : undefined},`}${undefined === input.c ? "" : `"c":${undefined !== input.c ? `[${input.c.map(elem => null !== elem ? __fw_typia__jsonStringifyString._jsonStringifyString(elem) : "null").join(",")}]` : undefined},`}"b":${null !== input.b ? String(__fw_typia__jsonStringifyNumber._jsonStringifyNumber(input.b)) : "null"}}`; return input => _so0(input); })();
const __fw_check_Sparse_1 = (() => { const _io0 = input => (null === input.a || undefined === input.a || "string" === typeof input.a) && (null === input.b || "number" === typeof input.b) && (undefined === input.c || Array.isArray(input.c) && input.c.every(elem => null === elem || "string" === typeof elem)); const _vo0 = (input, _path, _exceptionable = true) => [null === input.a || undefined === input.a || "string" === typeof input.a || _report(_exceptionable, {
        path: _path + ".a",
        expected: "(null | string | undefined)",
        value: input.a
    }), null === input.b || "number" === typeof input.b || _report(_exceptionable, {
        path: _path + ".b",
        expected: "(null | number)",
        value: input.b
    }), undefined === input.c || (Array.isArray(input.c) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    })) && input.c.map((elem, _index2) => null === elem || "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".c[" + _index2 + "]",
        expected: "(null | string)",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".c",
        expected: "(Array<string | null> | undefined)",
        value: input.c
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Sparse",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Address_1 = (() => { const _io0 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("city" === key || "zip" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Address_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)) && (2 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["city", "zip"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["city", "zip"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Address_1 = (() => { const _so0 = input => `{"city":${__fw_typia__jsonStringifyString._jsonStringifyString(input.city)},"zip":${__fw_typia__jsonStringifyString._jsonStringifyString(input.zip)}}`; return input => _so0(input); })();
const __fw_check_Address_1 = (() => { const _io0 = input => "string" === typeof input.city && ("string" === typeof input.zip && RegExp("^[0-9]{5}$").test(input.zip)); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.city || _report(_exceptionable, {
        path: _path + ".city",
        expected: "string",
        value: input.city
    }), "string" === typeof input.zip && (RegExp("^[0-9]{5}$").test(input.zip) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "string & Pattern<\"^[0-9]{5}$\">",
        value: input.zip
    })) || _report(_exceptionable, {
        path: _path + ".zip",
        expected: "(string & Pattern<\"^[0-9]{5}$\">)",
        value: input.zip
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Address",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Status_1 = (() => { const __is = input => "draft" === input || "published" === input || "archived" === input; let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => "draft" === input || "published" === input || "archived" === input || _report(true, {
            path: _path + "",
            expected: "(\"archived\" | \"draft\" | \"published\")",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => { }; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Status_1 = (() => { const __is = (input, _exceptionable = true) => "draft" === input || "published" === input || "archived" === input; let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => "draft" === input || "published" === input || "archived" === input || _report(true, {
            path: _path + "",
            expected: "(\"archived\" | \"draft\" | \"published\")",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Status_1 = (() => { return input => "\"" + input + "\""; })();
const __fw_check_Status_1 = (() => { const __is = input => "draft" === input || "published" === input || "archived" === input; let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => "draft" === input || "published" === input || "archived" === input || _report(true, {
            path: _path + "",
            expected: "(\"archived\" | \"draft\" | \"published\")",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Levels_1 = (() => { const __is = input => Array.isArray(input) && input.every(elem => 1 === elem || 2 === elem); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        })) && input.map((elem, _index2) => 1 === elem || 2 === elem || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "(1 | 2)",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => { }; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Levels_1 = (() => { const __is = (input, _exceptionable = true) => Array.isArray(input) && input.every((elem, _index1) => 1 === elem || 2 === elem); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        })) && input.map((elem, _index2) => 1 === elem || 2 === elem || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "(1 | 2)",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_clone_Levels_1 = (() => { const _cp0 = input => input.map(elem => elem); return input => _cp0(input); })();
const __fw_check_Levels_1 = (() => { const __is = input => Array.isArray(input) && input.every(elem => 1 === elem || 2 === elem); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        })) && input.map((elem, _index2) => 1 === elem || 2 === elem || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "(1 | 2)",
            value: elem
        })).every(flag => flag) || _report(true, {
            path: _path + "",
            expected: "Levels",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_validate_Meeting_1 = (() => { const _io0 = input => "string" === typeof input.title && input.at instanceof Date && (undefined === input.ends || input.ends instanceof Date) && (Array.isArray(input.reminders) && input.reminders.every(elem => elem instanceof Date)) && (null === input.moved || undefined === input.moved || input.moved instanceof Date); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), input.at instanceof Date || _report(_exceptionable, {
        path: _path + ".at",
        expected: "Date",
        value: input.at
    }), undefined === input.ends || input.ends instanceof Date || _report(_exceptionable, {
        path: _path + ".ends",
        expected: "(Date | undefined)",
        value: input.ends
    }), (Array.isArray(input.reminders) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    })) && input.reminders.map((elem, _index2) => elem instanceof Date || _report(_exceptionable, {
        path: _path + ".reminders[" + _index2 + "]",
        expected: "Date",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    }), null === input.moved || undefined === input.moved || input.moved instanceof Date || _report(_exceptionable, {
        path: _path + ".moved",
        expected: "(Date | null | undefined)",
        value: input.moved
    })].every(flag => flag); const _po0 = input => {
    for (const key of Object.keys(input)) {
        if ("title" === key || "at" === key || "ends" === key || "reminders" === key || "moved" === key)
            continue;
        delete input[key];
    }
}; const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; const __validate = input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; const __prune = input => {
    if ("object" === typeof input && null !== input)
        _po0(input);
}; return input => {
    const result = __validate(input);
    if (result.success)
        __prune(input);
    return result;
}; })();
const __fw_equals_Meeting_1 = (() => { const _io0 = (input, _exceptionable = true) => "string" === typeof input.title && input.at instanceof Date && (undefined === input.ends || input.ends instanceof Date) && (Array.isArray(input.reminders) && input.reminders.every((elem, _index1) => elem instanceof Date)) && (null === input.moved || undefined === input.moved || input.moved instanceof Date) && (3 === Object.keys(input).length || Object.keys(input).every(key => {
    if (["title", "at", "ends", "reminders", "moved"].some(prop => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), input.at instanceof Date || _report(_exceptionable, {
        path: _path + ".at",
        expected: "Date",
        value: input.at
    }), undefined === input.ends || input.ends instanceof Date || _report(_exceptionable, {
        path: _path + ".ends",
        expected: "(Date | undefined)",
        value: input.ends
    }), (Array.isArray(input.reminders) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    })) && input.reminders.map((elem, _index2) => elem instanceof Date || _report(_exceptionable, {
        path: _path + ".reminders[" + _index2 + "]",
        expected: "Date",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    }), null === input.moved || undefined === input.moved || input.moved instanceof Date || _report(_exceptionable, {
        path: _path + ".moved",
        expected: "(Date | null | undefined)",
        value: input.moved
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map(key => {
        if (["title", "at", "ends", "reminders", "moved"].some(prop => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __fw_typia__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every(flag => flag))].every(flag => flag); const __is = (input, _exceptionable = true) => "object" === typeof input && null !== input && _io0(input, true); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
const __fw_stringify_Meeting_1 = (() => { const _so0 = input => `{${undefined === input.ends ? "" : `"ends":${undefined !== input.ends ? __fw_typia__jsonStringifyString._jsonStringifyString(input.ends.toJSON()) : undefined},`}${undefined === input.moved ? "" : `"moved":${undefined !== input.moved ? null !== input.moved ? __fw_typia__jsonStringifyString._jsonStringifyString(input.moved.toJSON()) : "null" : undefined},`}"title":${__fw_typia__jsonStringifyString._jsonStringifyString(input.title)},"at":${__fw_typia__jsonStringifyString._jsonStringifyString(input.at.toJSON())},"reminders":${`[${input.reminders.map(elem => __fw_typia__jsonStringifyString._jsonStringifyString(elem.toJSON())).join(",")}]`}}`; return input => _so0(input); })();
const __fw_check_Meeting_1 = (() => { const _io0 = input => "string" === typeof input.title && input.at instanceof Date && (undefined === input.ends || input.ends instanceof Date) && (Array.isArray(input.reminders) && input.reminders.every(elem => elem instanceof Date)) && (null === input.moved || undefined === input.moved || input.moved instanceof Date); const _vo0 = (input, _path, _exceptionable = true) => ["string" === typeof input.title || _report(_exceptionable, {
        path: _path + ".title",
        expected: "string",
        value: input.title
    }), input.at instanceof Date || _report(_exceptionable, {
        path: _path + ".at",
        expected: "Date",
        value: input.at
    }), undefined === input.ends || input.ends instanceof Date || _report(_exceptionable, {
        path: _path + ".ends",
        expected: "(Date | undefined)",
        value: input.ends
    }), (Array.isArray(input.reminders) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    })) && input.reminders.map((elem, _index2) => elem instanceof Date || _report(_exceptionable, {
        path: _path + ".reminders[" + _index2 + "]",
        expected: "Date",
        value: elem
    })).every(flag => flag) || _report(_exceptionable, {
        path: _path + ".reminders",
        expected: "Array<Date>",
        value: input.reminders
    }), null === input.moved || undefined === input.moved || input.moved instanceof Date || _report(_exceptionable, {
        path: _path + ".moved",
        expected: "(Date | null | undefined)",
        value: input.moved
    })].every(flag => flag); const __is = input => "object" === typeof input && null !== input && _io0(input); let errors; let _report; return input => {
    if (false === __is(input)) {
        errors = [];
        _report = __fw_typia__validateReport._validateReport(errors);
        ((input, _path, _exceptionable = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "Meeting",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        };
    }
    return {
        success: true,
        data: input
    };
}; })();
// The request contract corpus: each type is the body of one withBody route, and typia.random<T>()
// makes valid values of it. The agreement test checks that an independent JSON Schema validator
// (ajv, 2020-12) reading the OpenAPI document and fw's validator give the same verdict.
import { Router, withBody } from '@fw/runtime';
import typia from 'typia';
export var Color;
(function (Color) {
    Color["Red"] = "red";
    Color["Blue"] = "blue";
})(Color || (Color = {}));
export var Level;
(function (Level) {
    Level[Level["Low"] = 1] = "Low";
    Level[Level["High"] = 2] = "High";
})(Level || (Level = {}));
export const app = Router.define({
    routes: [
        Router.post('/Person', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Person",
            source: "packages/transformer/test/virtual/contract/app.ts:12",
            schema: { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "tags": { "type": "array", "items": { "type": "string" } }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": ["name", "tags"] },
            validate: __fw_validate_Person_1,
            validateEquals: __fw_equals_Person_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["age", "email", "address"] }] },
            stringify: __fw_stringify_Person_1,
            check: __fw_check_Person_1
        })).doc({ summary: 'Person' }),
        Router.post('/Drawing', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Drawing",
            source: "packages/transformer/test/virtual/contract/app.ts:22",
            schema: { "type": "object", "properties": { "shapes": { "type": "array", "items": { "oneOf": [{ "type": "object", "properties": { "kind": { "type": "string", "enum": ["circle"] }, "radius": { "type": "number", "minimum": 0 } }, "required": ["kind", "radius"] }, { "type": "object", "properties": { "kind": { "type": "string", "enum": ["square"] }, "side": { "type": "number", "exclusiveMinimum": 0 } }, "required": ["kind", "side"] }], "discriminator": { "propertyName": "kind" } }, "maxItems": 20 }, "title": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "required": ["shapes"] },
            validate: __fw_validate_Drawing_1,
            validateEquals: __fw_equals_Drawing_1,
            stringify: __fw_stringify_Drawing_1,
            check: __fw_check_Drawing_1
        })).doc({ summary: 'Drawing' }),
        Router.post('/TreeNode', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "TreeNode",
            source: "packages/transformer/test/virtual/contract/app.ts:27",
            schema: { "type": "object", "properties": { "value": { "type": "integer", "minimum": -2147483648, "maximum": 2147483647, "format": "int32" }, "children": { "type": "array", "items": { "$ref": "#/components/schemas/TreeNode" } } }, "required": ["value", "children"] },
            validate: __fw_validate_TreeNode_1,
            validateEquals: __fw_equals_TreeNode_1,
            stringify: __fw_stringify_TreeNode_1,
            check: __fw_check_TreeNode_1
        })).doc({ summary: 'TreeNode' }),
        Router.post('/Article', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Article",
            source: "packages/transformer/test/virtual/contract/app.ts:44",
            schema: { "type": "object", "properties": { "status": { "type": "string", "enum": ["draft", "published", "archived"] }, "color": { "oneOf": [{ "type": "string", "enum": ["red", "blue"] }, { "type": "null" }] }, "level": { "type": "integer", "enum": [1, 2] }, "score": { "type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1 }, "ratio": { "type": "number" }, "flag": { "type": "boolean" }, "id": { "type": "string", "format": "uuid" }, "created": { "type": "string", "format": "date-time" }, "day": { "oneOf": [{ "type": "string", "format": "date" }, { "type": "null" }] }, "site": { "oneOf": [{ "type": "string", "format": "uri" }, { "type": "null" }] } }, "required": ["status", "level", "score", "ratio", "flag", "id", "created"] },
            validate: __fw_validate_Article_1,
            validateEquals: __fw_equals_Article_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["color", "day", "site"] }] },
            stringify: __fw_stringify_Article_1,
            check: __fw_check_Article_1
        })).doc({ summary: 'Article' }),
        Router.post('/Matrix', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Matrix",
            source: "packages/transformer/test/virtual/contract/app.ts:57",
            schema: { "type": "object", "properties": { "rows": { "type": "array", "items": { "type": "array", "items": { "type": "integer", "minimum": -2147483648, "maximum": 2147483647, "format": "int32" } } } }, "required": ["rows"] },
            validate: __fw_validate_Matrix_1,
            validateEquals: __fw_equals_Matrix_1,
            stringify: __fw_stringify_Matrix_1,
            check: __fw_check_Matrix_1
        })).doc({ summary: 'Matrix' }),
        Router.post('/Dictionary', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Dictionary",
            source: "packages/transformer/test/virtual/contract/app.ts:61",
            schema: { "type": "object", "properties": { "labels": { "type": "object", "properties": {}, "required": [], "additionalProperties": { "type": "string" } }, "counts": { "type": "object", "properties": {}, "required": [], "additionalProperties": { "type": "integer", "minimum": 0, "maximum": 4294967295 } } }, "required": ["labels", "counts"] },
            validate: __fw_validate_Dictionary_1,
            validateEquals: __fw_equals_Dictionary_1,
            stringify: __fw_stringify_Dictionary_1,
            check: __fw_check_Dictionary_1
        })).doc({ summary: 'Dictionary' }),
        Router.post('/Mixed', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Mixed",
            source: "packages/transformer/test/virtual/contract/app.ts:66",
            schema: { "type": "object", "properties": { "value": { "oneOf": [{ "type": "string" }, { "type": "number" }, { "type": "boolean" }] }, "maybe": { "oneOf": [{ "type": "string" }, { "type": "null" }] }, "list": { "type": "array", "items": { "oneOf": [{ "type": "string" }, { "type": "number" }] } } }, "required": ["value", "list"] },
            validate: __fw_validate_Mixed_1,
            validateEquals: __fw_equals_Mixed_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "n": ["maybe"] }] },
            stringify: __fw_stringify_Mixed_1,
            check: __fw_check_Mixed_1
        })).doc({ summary: 'Mixed' }),
        Router.post('/Limits', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Limits",
            source: "packages/transformer/test/virtual/contract/app.ts:72",
            schema: { "type": "object", "properties": { "short": { "type": "string", "maxLength": 3 }, "code": { "type": "string", "minLength": 2, "maxLength": 2 }, "few": { "type": "array", "items": { "type": "number" }, "minItems": 1, "maxItems": 3 }, "small": { "type": "integer", "minimum": -5, "maximum": 5, "format": "int32" }, "unique": { "oneOf": [{ "type": "array", "items": { "type": "string" }, "uniqueItems": true }, { "type": "null" }] } }, "required": ["short", "code", "few", "small"] },
            validate: __fw_validate_Limits_1,
            validateEquals: __fw_equals_Limits_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["unique"] }] },
            stringify: __fw_stringify_Limits_1,
            check: __fw_check_Limits_1
        })).doc({ summary: 'Limits' }),
        Router.post('/Envelope', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Envelope_Address",
            source: "packages/transformer/test/virtual/contract/app.ts:80",
            schema: { "type": "object", "properties": { "data": { "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, "page": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 4294967295 }, { "type": "null" }] } }, "required": ["data"] },
            validate: __fw_validate_Envelope_Address_1,
            validateEquals: __fw_equals_Envelope_Address_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["page"] }] },
            stringify: __fw_stringify_Envelope_Address_1,
            check: __fw_check_Envelope_Address_1
        })).doc({ summary: 'Envelope' }),
        Router.post('/PersonPatch', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Partial_Person",
            source: "/node_modules/typescript/lib/lib.es5.d.ts:6",
            schema: { "type": "object", "properties": { "name": { "oneOf": [{ "type": "string", "minLength": 1, "maxLength": 100 }, { "type": "null" }] }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "tags": { "oneOf": [{ "type": "array", "items": { "type": "string" } }, { "type": "null" }] }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": [] },
            validate: __fw_validate_Partial_Person_1,
            validateEquals: __fw_equals_Partial_Person_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["name", "age", "email", "tags", "address"], "x": 1 }] },
            stringify: __fw_stringify_Partial_Person_1,
            check: __fw_check_Partial_Person_1
        })).doc({ summary: 'PersonPatch' }),
        Router.post('/PersonName', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "PersonName",
            source: "packages/transformer/test/virtual/contract/app.ts:86",
            schema: { "type": "object", "properties": { "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "name": { "type": "string", "minLength": 1, "maxLength": 100 } }, "required": ["name"] },
            validate: __fw_validate_PersonName_1,
            validateEquals: __fw_equals_PersonName_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["email"] }] },
            stringify: __fw_stringify_PersonName_1,
            check: __fw_check_PersonName_1
        })).doc({ summary: 'PersonName' }),
        Router.post('/PersonWithoutTags', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "PersonWithoutTags",
            source: "packages/transformer/test/virtual/contract/app.ts:87",
            schema: { "type": "object", "properties": { "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": ["name"] },
            validate: __fw_validate_PersonWithoutTags_1,
            validateEquals: __fw_equals_PersonWithoutTags_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["email", "age", "address"] }] },
            stringify: __fw_stringify_PersonWithoutTags_1,
            check: __fw_check_PersonWithoutTags_1
        })).doc({ summary: 'PersonWithoutTags' }),
        Router.post('/Named', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Required_Pick_Person_name_age",
            source: "/node_modules/typescript/lib/lib.es5.d.ts:6",
            schema: { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "type": "integer", "minimum": 0, "maximum": 150 } }, "required": ["name", "age"] },
            validate: __fw_validate_Required_Pick_Person_name_age_1,
            validateEquals: __fw_equals_Required_Pick_Person_name_age_1,
            stringify: __fw_stringify_Required_Pick_Person_name_age_1,
            check: __fw_check_Required_Pick_Person_name_age_1
        })).doc({ summary: 'Named' }),
        Router.post('/Stamped', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Stamped",
            source: "packages/transformer/test/virtual/contract/app.ts:89",
            schema: { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "tags": { "type": "array", "items": { "type": "string" } }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] }, "stamp": { "type": "integer", "minimum": 0, "maximum": 4294967295 } }, "required": ["name", "tags", "stamp"] },
            validate: __fw_validate_Stamped_1,
            validateEquals: __fw_equals_Stamped_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["age", "email", "address"] }] },
            stringify: __fw_stringify_Stamped_1,
            check: __fw_check_Stamped_1
        })).doc({ summary: 'Stamped' }),
        Router.post('/Deep', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Deep",
            source: "packages/transformer/test/virtual/contract/app.ts:91",
            schema: { "type": "object", "properties": { "a": { "type": "object", "properties": { "b": { "type": "object", "properties": { "c": { "type": "object", "properties": { "d": { "oneOf": [{ "type": "string" }, { "type": "null" }] }, "e": { "type": "array", "items": { "type": "number" } } }, "required": ["e"] } }, "required": ["c"] } }, "required": ["b"] } }, "required": ["a"] },
            validate: __fw_validate_Deep_1,
            validateEquals: __fw_equals_Deep_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "a": { "o": [1] } } }, { "p": { "b": { "o": [2] } } }, { "p": { "c": { "o": [3] } } }, { "d": ["d"] }] },
            stringify: __fw_stringify_Deep_1,
            check: __fw_check_Deep_1
        })).doc({ summary: 'Deep' }),
        Router.post('/Optionals', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Optionals",
            source: "packages/transformer/test/virtual/contract/app.ts:95",
            schema: { "type": "object", "properties": { "a": { "oneOf": [{ "type": "string" }, { "type": "null" }] }, "b": { "oneOf": [{ "type": "number" }, { "type": "null" }] }, "c": { "oneOf": [{ "type": "boolean" }, { "type": "null" }] }, "d": { "oneOf": [{ "type": "array", "items": { "type": "string" } }, { "type": "null" }] }, "e": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] }, "f": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "required": [] },
            validate: __fw_validate_Optionals_1,
            validateEquals: __fw_equals_Optionals_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["a", "b", "c", "d", "e"], "x": 1 }] },
            stringify: __fw_stringify_Optionals_1,
            check: __fw_check_Optionals_1
        })).doc({ summary: 'Optionals' }),
        Router.post('/Feed', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Feed",
            source: "packages/transformer/test/virtual/contract/app.ts:106",
            schema: { "type": "object", "properties": { "events": { "type": "array", "items": { "oneOf": [{ "type": "object", "properties": { "type": { "type": "string", "enum": ["click"] }, "x": { "type": "number" }, "y": { "type": "number" } }, "required": ["type", "x", "y"] }, { "type": "object", "properties": { "type": { "type": "string", "enum": ["key"] }, "key": { "type": "string", "minLength": 1 } }, "required": ["type", "key"] }, { "type": "object", "properties": { "type": { "type": "string", "enum": ["scroll"] }, "delta": { "oneOf": [{ "type": "number" }, { "type": "null" }] } }, "required": ["type"] }], "discriminator": { "propertyName": "type" } } } }, "required": ["events"] },
            validate: __fw_validate_Feed_1,
            validateEquals: __fw_equals_Feed_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "events": { "a": { "o": [1] } } } }, { "d": ["delta"] }] },
            stringify: __fw_stringify_Feed_1,
            check: __fw_check_Feed_1
        })).doc({ summary: 'Feed' }),
        Router.post('/Wrapper', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Wrapper",
            source: "packages/transformer/test/virtual/contract/app.ts:110",
            schema: { "type": "object", "properties": { "items": { "type": "array", "items": { "type": "object", "properties": { "id": { "type": "integer", "minimum": 0, "maximum": 4294967295 }, "label": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "required": ["id"] } } }, "required": ["items"] },
            validate: __fw_validate_Wrapper_1,
            validateEquals: __fw_equals_Wrapper_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "items": { "a": { "o": [1] } } } }, { "d": ["label"] }] },
            stringify: __fw_stringify_Wrapper_1,
            check: __fw_check_Wrapper_1
        })).doc({ summary: 'Wrapper' }),
        Router.post('/Shape', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Shape",
            source: "packages/transformer/test/virtual/contract/app.ts:20",
            schema: { "oneOf": [{ "type": "object", "properties": { "kind": { "type": "string", "enum": ["circle"] }, "radius": { "type": "number", "minimum": 0 } }, "required": ["kind", "radius"] }, { "type": "object", "properties": { "kind": { "type": "string", "enum": ["square"] }, "side": { "type": "number", "exclusiveMinimum": 0 } }, "required": ["kind", "side"] }], "discriminator": { "propertyName": "kind" } },
            validate: __fw_validate_Shape_1,
            validateEquals: __fw_equals_Shape_1,
            stringify: __fw_stringify_Shape_1,
            check: __fw_check_Shape_1
        })).doc({ summary: 'Shape' }),
        Router.post('/Status', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "status_Status_colors_Color",
            schema: { "type": "object", "properties": { "status": { "type": "string", "enum": ["draft", "published", "archived"] }, "colors": { "type": "array", "items": { "type": "string", "enum": ["red", "blue"] } } }, "required": ["status", "colors"] },
            validate: __fw_validate_status_Status_colors_Color_1,
            validateEquals: __fw_equals_status_Status_colors_Color_1,
            stringify: __fw_stringify_status_Status_colors_Color_1,
            check: __fw_check_status_Status_colors_Color_1
        })).doc({ summary: 'Status' }),
        Router.post('/Tupled', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Tupled",
            source: "packages/transformer/test/virtual/contract/app.ts:115",
            schema: { "type": "object", "properties": { "pair": { "type": "array", "prefixItems": [{ "type": "string" }, { "type": "number" }], "items": false, "minItems": 2, "maxItems": 2 }, "triple": { "oneOf": [{ "type": "array", "prefixItems": [{ "type": "boolean" }, { "type": "string" }, { "type": "integer", "minimum": 0, "maximum": 4294967295 }], "items": false, "minItems": 3, "maxItems": 3 }, { "type": "null" }] } }, "required": ["pair"] },
            validate: __fw_validate_Tupled_1,
            validateEquals: __fw_equals_Tupled_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["triple"] }] },
            stringify: __fw_stringify_Tupled_1,
            check: __fw_check_Tupled_1
        })).doc({ summary: 'Tupled' }),
        Router.post('/Loose', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Loose",
            source: "packages/transformer/test/virtual/contract/app.ts:120",
            schema: { "type": "object", "properties": { "anything": {}, "whatever": {} }, "required": [] },
            validate: __fw_validate_Loose_1,
            validateEquals: __fw_equals_Loose_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "x": 1 }] },
            stringify: __fw_stringify_Loose_1,
            check: __fw_check_Loose_1
        })).doc({ summary: 'Loose' }),
        Router.post('/Overlap', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Overlap",
            source: "packages/transformer/test/virtual/contract/app.ts:125",
            schema: { "anyOf": [{ "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a"] }, { "type": "object", "properties": { "a": { "type": "string" }, "b": { "oneOf": [{ "type": "number" }, { "type": "null" }] } }, "required": ["a"] }] },
            validate: __fw_validate_Overlap_1,
            validateEquals: __fw_equals_Overlap_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["b"] }] },
            stringify: __fw_stringify_Overlap_1,
            check: __fw_check_Overlap_1
        })).doc({ summary: 'Overlap' }),
        Router.post('/Literals', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Literals",
            source: "packages/transformer/test/virtual/contract/app.ts:127",
            schema: { "type": "object", "properties": { "one": { "type": "integer", "enum": [1, 2, 3] }, "yes": { "type": "boolean", "enum": [true] }, "kind": { "type": "string", "enum": ["only"] }, "either": { "oneOf": [{ "type": "integer", "enum": [1] }, { "type": "string", "enum": ["a"] }] } }, "required": ["one", "yes", "kind", "either"] },
            validate: __fw_validate_Literals_1,
            validateEquals: __fw_equals_Literals_1,
            stringify: __fw_stringify_Literals_1,
            check: __fw_check_Literals_1
        })).doc({ summary: 'Literals' }),
        Router.post('/Templated', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Templated",
            source: "packages/transformer/test/virtual/contract/app.ts:134",
            schema: { "type": "object", "properties": { "ref": { "type": "string", "pattern": "^user\\x2d[+-]?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?$" }, "path": { "type": "string", "pattern": "^\\/(.*)" } }, "required": ["ref", "path"] },
            validate: __fw_validate_Templated_1,
            validateEquals: __fw_equals_Templated_1,
            stringify: __fw_stringify_Templated_1,
            check: __fw_check_Templated_1
        })).doc({ summary: 'Templated' }),
        Router.post('/Keyed', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Keyed",
            source: "packages/transformer/test/virtual/contract/app.ts:139",
            schema: { "type": "object", "properties": { "fixed": { "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] } }, "required": ["fixed"] },
            validate: __fw_validate_Keyed_1,
            validateEquals: __fw_equals_Keyed_1,
            stringify: __fw_stringify_Keyed_1,
            check: __fw_check_Keyed_1
        })).doc({ summary: 'Keyed' }),
        Router.post('/NullableItems', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "NullableItems",
            source: "packages/transformer/test/virtual/contract/app.ts:143",
            schema: { "type": "object", "properties": { "values": { "type": "array", "items": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "nested": { "oneOf": [{ "type": "object", "properties": { "inner": { "oneOf": [{ "type": "number" }, { "type": "null" }] } }, "required": [] }, { "type": "null" }] } }, "required": ["values"] },
            validate: __fw_validate_NullableItems_1,
            validateEquals: __fw_equals_NullableItems_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "nested": { "o": [1] } } }, { "n": ["inner"] }] },
            stringify: __fw_stringify_NullableItems_1,
            check: __fw_check_NullableItems_1
        })).doc({ summary: 'NullableItems' }),
        Router.post('/Formats', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Formats",
            source: "packages/transformer/test/virtual/contract/app.ts:148",
            schema: { "type": "object", "properties": { "ip4": { "type": "string", "format": "ipv4" }, "ip6": { "oneOf": [{ "type": "string", "format": "ipv6" }, { "type": "null" }] }, "host": { "oneOf": [{ "type": "string", "format": "hostname" }, { "type": "null" }] }, "time": { "oneOf": [{ "type": "string", "format": "time" }, { "type": "null" }] }, "iri": { "oneOf": [{ "type": "string", "format": "uri-reference" }, { "type": "null" }] } }, "required": ["ip4"] },
            validate: __fw_validate_Formats_1,
            validateEquals: __fw_equals_Formats_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["ip6", "host", "time", "iri"] }] },
            stringify: __fw_stringify_Formats_1,
            check: __fw_check_Formats_1
        })).doc({ summary: 'Formats' }),
        Router.post('/Category', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Category",
            source: "packages/transformer/test/virtual/contract/app.ts:156",
            schema: { "type": "object", "properties": { "name": { "type": "string" }, "parent": { "oneOf": [{ "$ref": "#/components/schemas/Category" }, { "type": "null" }] }, "items": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } } }, "required": ["name", "items"] },
            components: { "Item": { "type": "object", "properties": { "title": { "type": "string" }, "category": { "oneOf": [{ "$ref": "#/components/schemas/Category" }, { "type": "null" }] } }, "required": ["title"] } },
            validate: __fw_validate_Category_1,
            validateEquals: __fw_equals_Category_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["parent"], "p": { "parent": { "o": [0] }, "items": { "a": { "o": [1] } } } }, { "d": ["category"], "p": { "category": { "o": [0] } } }] },
            stringify: __fw_stringify_Category_1,
            check: __fw_check_Category_1
        })).doc({ summary: 'Category' }),
        Router.post('/Numbers', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Numbers",
            source: "packages/transformer/test/virtual/contract/app.ts:174",
            schema: { "type": "object", "properties": { "id": { "oneOf": [{ "type": "string" }, { "type": "integer", "minimum": -2147483648, "maximum": 2147483647, "format": "int32" }] }, "multiple": { "type": "number", "multipleOf": 5 }, "range": { "type": "number", "minimum": 1.5, "maximum": 2.5 } }, "required": ["id", "multiple", "range"] },
            validate: __fw_validate_Numbers_1,
            validateEquals: __fw_equals_Numbers_1,
            stringify: __fw_stringify_Numbers_1,
            check: __fw_check_Numbers_1
        })).doc({ summary: 'Numbers' }),
        Router.post('/Page', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Page_string",
            source: "packages/transformer/test/virtual/contract/app.ts:167",
            schema: { "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "next": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "required": ["items"] },
            validate: __fw_validate_Page_string_1,
            validateEquals: __fw_equals_Page_string_1,
            stringify: __fw_stringify_Page_string_1,
            check: __fw_check_Page_string_1
        })).doc({ summary: 'Page' }),
        Router.post('/FeatureFlags', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "FeatureFlags",
            source: "packages/transformer/test/virtual/contract/app.ts:181",
            schema: { "type": "object", "properties": { "beta": { "type": "boolean" }, "dark": { "type": "boolean" } }, "required": ["beta", "dark"] },
            validate: __fw_validate_FeatureFlags_1,
            validateEquals: __fw_equals_FeatureFlags_1,
            stringify: __fw_stringify_FeatureFlags_1,
            check: __fw_check_FeatureFlags_1
        })).doc({ summary: 'FeatureFlags' }),
        Router.post('/TextOrValue', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "TextOrValue",
            source: "packages/transformer/test/virtual/contract/app.ts:183",
            schema: { "anyOf": [{ "type": "object", "properties": { "text": { "type": "string" } }, "required": ["text"] }, { "type": "object", "properties": { "value": { "type": "number" } }, "required": ["value"] }] },
            validate: __fw_validate_TextOrValue_1,
            validateEquals: __fw_equals_TextOrValue_1,
            stringify: __fw_stringify_TextOrValue_1,
            check: __fw_check_TextOrValue_1
        })).doc({ summary: 'TextOrValue' }),
        Router.post('/ReadonlyPerson', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Readonly_Person",
            source: "/node_modules/typescript/lib/lib.es5.d.ts:6",
            schema: { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "tags": { "type": "array", "items": { "type": "string" } }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": ["name", "tags"] },
            validate: __fw_validate_Readonly_Person_1,
            validateEquals: __fw_equals_Readonly_Person_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["age", "email", "address"] }] },
            stringify: __fw_stringify_Readonly_Person_1,
            check: __fw_check_Readonly_Person_1
        })).doc({ summary: 'ReadonlyPerson' }),
        Router.post('/Unfrozen', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Mutable_Readonly_Address",
            source: "packages/transformer/test/virtual/contract/app.ts:185",
            schema: { "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] },
            validate: __fw_validate_Mutable_Readonly_Address_1,
            validateEquals: __fw_equals_Mutable_Readonly_Address_1,
            stringify: __fw_stringify_Mutable_Readonly_Address_1,
            check: __fw_check_Mutable_Readonly_Address_1
        })).doc({ summary: 'Unfrozen' }),
        Router.post('/Nested', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Partial_Pick_Person_name_address",
            source: "/node_modules/typescript/lib/lib.es5.d.ts:6",
            schema: { "type": "object", "properties": { "name": { "oneOf": [{ "type": "string", "minLength": 1, "maxLength": 100 }, { "type": "null" }] }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": [] },
            validate: __fw_validate_Partial_Pick_Person_name_address_1,
            validateEquals: __fw_equals_Partial_Pick_Person_name_address_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["name", "address"], "x": 1 }] },
            stringify: __fw_stringify_Partial_Pick_Person_name_address_1,
            check: __fw_check_Partial_Pick_Person_name_address_1
        })).doc({ summary: 'Nested' }),
        Router.post('/OptionalAddress', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "OptionalAddress",
            source: "packages/transformer/test/virtual/contract/app.ts:188",
            schema: { "type": "object", "properties": { "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "tags": { "type": "array", "items": { "type": "string" } }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "oneOf": [{ "type": "string" }, { "type": "null" }] }, "zip": { "oneOf": [{ "type": "string", "pattern": "^[0-9]{5}$" }, { "type": "null" }] } }, "required": [] }, { "type": "null" }] } }, "required": ["name", "tags"] },
            validate: __fw_validate_OptionalAddress_1,
            validateEquals: __fw_equals_OptionalAddress_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["email", "age", "address"], "p": { "address": { "o": [1] } } }, { "d": ["city", "zip"], "x": 1 }] },
            stringify: __fw_stringify_OptionalAddress_1,
            check: __fw_check_OptionalAddress_1
        })).doc({ summary: 'OptionalAddress' }),
        Router.post('/Issue', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "PublicIssue",
            source: "packages/runtime/dist/errors.d.ts:531",
            schema: { "type": "object", "properties": { "path": { "type": "string" }, "expected": { "type": "string" }, "found": { "type": "string" } }, "required": ["path", "expected", "found"], "description": "One validation problem as a client sees it: where, what was expected, what was found." },
            validate: __fw_validate_PublicIssue_1,
            validateEquals: __fw_equals_PublicIssue_1,
            stringify: __fw_stringify_PublicIssue_1,
            check: __fw_check_PublicIssue_1
        })).doc({ summary: 'Issue' }),
        Router.post('/QueryDoc', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "QueryParamDoc",
            source: "packages/runtime/dist/route.d.ts:8",
            schema: { "type": "object", "properties": { "name": { "type": "string", "description": "Parameter name." }, "description": { "oneOf": [{ "type": "string" }, { "type": "null" }], "description": "Human-readable text; default empty." }, "required": { "oneOf": [{ "type": "boolean" }, { "type": "null" }], "description": "Whether the parameter is required; default false." }, "schemaType": { "oneOf": [{ "type": "string" }, { "type": "null" }], "description": "JSON Schema type name such as `string`, `integer`, `boolean`; default `string`." } }, "required": ["name"], "description": "A documented query parameter (seed QueryParamDoc)." },
            validate: __fw_validate_QueryParamDoc_1,
            validateEquals: __fw_equals_QueryParamDoc_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["description", "required", "schemaType"] }] },
            stringify: __fw_stringify_QueryParamDoc_1,
            check: __fw_check_QueryParamDoc_1
        })).doc({ summary: 'QueryDoc' }),
        Router.post('/Money', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Money",
            source: "packages/transformer/test/virtual/contract/app.ts:191",
            schema: { "type": "object", "properties": { "amount": { "type": "integer", "minimum": -9223372036854776000, "maximum": 9223372036854776000, "format": "int64" }, "currency": { "type": "string", "enum": ["EUR", "USD", "JPY"] } }, "required": ["amount", "currency"] },
            validate: __fw_validate_Money_1,
            validateEquals: __fw_equals_Money_1,
            stringify: __fw_stringify_Money_1,
            check: __fw_check_Money_1
        })).doc({ summary: 'Money' }),
        Router.post('/Invoice', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Invoice",
            source: "packages/transformer/test/virtual/contract/app.ts:195",
            schema: { "type": "object", "properties": { "lines": { "type": "array", "items": { "type": "object", "properties": { "text": { "type": "string", "maxLength": 80 }, "price": { "type": "object", "properties": { "amount": { "type": "integer", "minimum": -9223372036854776000, "maximum": 9223372036854776000, "format": "int64" }, "currency": { "type": "string", "enum": ["EUR", "USD", "JPY"] } }, "required": ["amount", "currency"] }, "qty": { "oneOf": [{ "type": "integer", "minimum": 1, "maximum": 4294967295 }, { "type": "null" }] } }, "required": ["text", "price"] } }, "total": { "type": "object", "properties": { "amount": { "type": "integer", "minimum": -9223372036854776000, "maximum": 9223372036854776000, "format": "int64" }, "currency": { "type": "string", "enum": ["EUR", "USD", "JPY"] } }, "required": ["amount", "currency"] }, "notes": { "oneOf": [{ "type": "array", "items": { "type": "string" }, "maxItems": 5 }, { "type": "null" }] } }, "required": ["lines", "total"] },
            validate: __fw_validate_Invoice_1,
            validateEquals: __fw_equals_Invoice_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["notes"], "p": { "lines": { "a": { "o": [1] } } } }, { "d": ["qty"] }] },
            stringify: __fw_stringify_Invoice_1,
            check: __fw_check_Invoice_1
        })).doc({ summary: 'Invoice' }),
        Router.post('/UserResult', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "UserResult",
            source: "packages/transformer/test/virtual/contract/app.ts:201",
            schema: { "oneOf": [{ "type": "object", "properties": { "ok": { "type": "boolean", "enum": [true] }, "value": { "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "age": { "oneOf": [{ "type": "integer", "minimum": 0, "maximum": 150 }, { "type": "null" }] }, "email": { "oneOf": [{ "type": "string", "format": "email" }, { "type": "null" }] }, "tags": { "type": "array", "items": { "type": "string" } }, "address": { "oneOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "null" }] } }, "required": ["name", "tags"] } }, "required": ["ok", "value"] }, { "type": "object", "properties": { "ok": { "type": "boolean", "enum": [false] }, "error": { "type": "object", "properties": { "message": { "type": "string" } }, "required": ["message"] } }, "required": ["ok", "error"] }], "discriminator": { "propertyName": "ok" } },
            validate: __fw_validate_UserResult_1,
            validateEquals: __fw_equals_UserResult_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "value": { "o": [1] } } }, { "d": ["age", "email", "address"] }] },
            stringify: __fw_stringify_UserResult_1,
            check: __fw_check_UserResult_1
        })).doc({ summary: 'UserResult' }),
        Router.post('/Coordinates', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Coordinates",
            source: "packages/transformer/test/virtual/contract/app.ts:202",
            schema: { "type": "object", "properties": { "lat": { "type": "number", "minimum": -90, "maximum": 90 }, "lng": { "type": "number", "minimum": -180, "maximum": 180 } }, "required": ["lat", "lng"] },
            validate: __fw_validate_Coordinates_1,
            validateEquals: __fw_equals_Coordinates_1,
            stringify: __fw_stringify_Coordinates_1,
            check: __fw_check_Coordinates_1
        })).doc({ summary: 'Coordinates' }),
        Router.post('/Route2', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Route2",
            source: "packages/transformer/test/virtual/contract/app.ts:206",
            schema: { "type": "object", "properties": { "points": { "type": "array", "items": { "type": "object", "properties": { "lat": { "type": "number", "minimum": -90, "maximum": 90 }, "lng": { "type": "number", "minimum": -180, "maximum": 180 } }, "required": ["lat", "lng"] }, "minItems": 2 }, "closed": { "oneOf": [{ "type": "boolean" }, { "type": "null" }] } }, "required": ["points"] },
            validate: __fw_validate_Route2_1,
            validateEquals: __fw_equals_Route2_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["closed"] }] },
            stringify: __fw_stringify_Route2_1,
            check: __fw_check_Route2_1
        })).doc({ summary: 'Route2' }),
        Router.post('/Contact', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Contact",
            source: "packages/transformer/test/virtual/contract/app.ts:210",
            schema: { "type": "object", "properties": { "phone": { "oneOf": [{ "type": "string", "pattern": "^\\+[0-9]{6,15}$" }, { "type": "null" }] }, "emails": { "type": "array", "items": { "type": "string", "format": "email" } } }, "required": ["emails"] },
            validate: __fw_validate_Contact_1,
            validateEquals: __fw_equals_Contact_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["phone"] }] },
            stringify: __fw_stringify_Contact_1,
            check: __fw_check_Contact_1
        })).doc({ summary: 'Contact' }),
        Router.post('/Settings', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Settings",
            source: "packages/transformer/test/virtual/contract/app.ts:214",
            schema: { "type": "object", "properties": { "theme": { "type": "string", "enum": ["light", "dark", "system"] }, "fontSize": { "type": "integer", "minimum": 8, "maximum": 32 }, "shortcuts": { "type": "object", "properties": {}, "required": [], "additionalProperties": { "type": "string", "minLength": 1 } } }, "required": ["theme", "fontSize", "shortcuts"] },
            validate: __fw_validate_Settings_1,
            validateEquals: __fw_equals_Settings_1,
            stringify: __fw_stringify_Settings_1,
            check: __fw_check_Settings_1
        })).doc({ summary: 'Settings' }),
        Router.post('/Comment', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Comment",
            source: "packages/transformer/test/virtual/contract/app.ts:219",
            schema: { "type": "object", "properties": { "id": { "type": "string", "format": "uuid" }, "body": { "type": "string", "minLength": 1, "maxLength": 500 }, "replies": { "type": "array", "items": { "$ref": "#/components/schemas/Comment" } }, "author": { "oneOf": [{ "type": "object", "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 } }, "required": ["name"] }, { "type": "null" }] } }, "required": ["id", "body", "replies"] },
            validate: __fw_validate_Comment_1,
            validateEquals: __fw_equals_Comment_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["author"], "p": { "replies": { "a": { "o": [0] } } } }] },
            stringify: __fw_stringify_Comment_1,
            check: __fw_check_Comment_1
        })).doc({ summary: 'Comment' }),
        Router.post('/Expr', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Expr",
            source: "packages/transformer/test/virtual/contract/app.ts:225",
            schema: { "type": "object", "properties": { "op": { "type": "string", "enum": ["+", "-", "*"] }, "left": { "oneOf": [{ "type": "number" }, { "$ref": "#/components/schemas/Expr" }] }, "right": { "oneOf": [{ "type": "number" }, { "$ref": "#/components/schemas/Expr" }] } }, "required": ["op", "left", "right"] },
            validate: __fw_validate_Expr_1,
            validateEquals: __fw_equals_Expr_1,
            stringify: __fw_stringify_Expr_1,
            check: __fw_check_Expr_1
        })).doc({ summary: 'Expr' }),
        Router.post('/Batch', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Batch",
            source: "packages/transformer/test/virtual/contract/app.ts:230",
            schema: { "type": "object", "properties": { "items": { "type": "array", "items": { "type": "object", "properties": { "status": { "type": "string", "enum": ["draft", "published", "archived"] }, "color": { "oneOf": [{ "type": "string", "enum": ["red", "blue"] }, { "type": "null" }] }, "level": { "type": "integer", "enum": [1, 2] }, "score": { "type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1 }, "ratio": { "type": "number" }, "flag": { "type": "boolean" }, "id": { "type": "string", "format": "uuid" }, "created": { "type": "string", "format": "date-time" }, "day": { "oneOf": [{ "type": "string", "format": "date" }, { "type": "null" }] }, "site": { "oneOf": [{ "type": "string", "format": "uri" }, { "type": "null" }] } }, "required": ["status", "level", "score", "ratio", "flag", "id", "created"] }, "maxItems": 3 } }, "required": ["items"] },
            validate: __fw_validate_Batch_1,
            validateEquals: __fw_equals_Batch_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "p": { "items": { "a": { "o": [1] } } } }, { "d": ["color", "day", "site"] }] },
            stringify: __fw_stringify_Batch_1,
            check: __fw_check_Batch_1
        })).doc({ summary: 'Batch' }),
        Router.post('/Grid', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Grid",
            source: "packages/transformer/test/virtual/contract/app.ts:233",
            schema: { "type": "array", "items": { "type": "array", "prefixItems": [{ "type": "number" }, { "type": "number" }], "items": false, "minItems": 2, "maxItems": 2 } },
            validate: __fw_validate_Grid_1,
            validateEquals: __fw_equals_Grid_1,
            stringify: input => JSON.stringify(__fw_clone_Grid_1(input)),
            check: __fw_check_Grid_1
        })).doc({ summary: 'Grid' }),
        Router.post('/Span', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Span",
            source: "packages/transformer/test/virtual/contract/app.ts:234",
            schema: { "type": "object", "properties": { "range": { "type": "array", "prefixItems": [{ "type": "integer", "minimum": -2147483648, "maximum": 2147483647, "format": "int32" }, { "type": "integer", "minimum": -2147483648, "maximum": 2147483647, "format": "int32" }], "items": false, "minItems": 1, "maxItems": 2 } }, "required": ["range"] },
            validate: __fw_validate_Span_1,
            validateEquals: __fw_equals_Span_1
        })).doc({ summary: 'Span' }),
        Router.post('/Versioned', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Versioned",
            source: "packages/transformer/test/virtual/contract/app.ts:237",
            schema: { "type": "object", "properties": { "version": { "type": "string", "pattern": "^v[+-]?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?\\.[+-]?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?$" }, "channel": { "anyOf": [{ "type": "string", "pattern": "^beta\\x2d(.*)" }, { "type": "string", "pattern": "^stable\\x2d(.*)" }, { "type": "null" }] } }, "required": ["version"] },
            validate: __fw_validate_Versioned_1,
            validateEquals: __fw_equals_Versioned_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["channel"] }] },
            stringify: __fw_stringify_Versioned_1,
            check: __fw_check_Versioned_1
        })).doc({ summary: 'Versioned' }),
        Router.post('/EmptyObject', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "EmptyObject",
            source: "packages/transformer/test/virtual/contract/app.ts:241",
            schema: { "type": "object", "properties": {}, "required": [] },
            validate: __fw_validate_EmptyObject_1,
            validateEquals: __fw_equals_EmptyObject_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "x": 1 }] },
            stringify: __fw_stringify_EmptyObject_1,
            check: __fw_check_EmptyObject_1
        })).doc({ summary: 'EmptyObject' }),
        Router.post('/AllOptional', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "AllOptional",
            source: "packages/transformer/test/virtual/contract/app.ts:242",
            schema: { "type": "object", "properties": { "a": { "oneOf": [{ "type": "object", "properties": { "b": { "oneOf": [{ "type": "object", "properties": { "c": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, "required": [] }, { "type": "null" }] } }, "required": [] }, { "type": "null" }] } }, "required": [] },
            validate: __fw_validate_AllOptional_1,
            validateEquals: __fw_equals_AllOptional_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["a"], "x": 1, "p": { "a": { "o": [1] } } }, { "d": ["b"], "x": 1, "p": { "b": { "o": [2] } } }, { "d": ["c"], "x": 1 }] },
            stringify: __fw_stringify_AllOptional_1,
            check: __fw_check_AllOptional_1
        })).doc({ summary: 'AllOptional' }),
        Router.post('/BigCounts', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "BigCounts",
            source: "packages/transformer/test/virtual/contract/app.ts:245",
            schema: { "type": "object", "properties": { "counts": { "type": "array", "items": { "type": "integer", "minimum": 0, "maximum": 18446744073709552000 } }, "ratio": { "type": "number", "minimum": -3.4028235e+38, "maximum": 3.4028235e+38, "format": "float" } }, "required": ["counts", "ratio"] },
            validate: __fw_validate_BigCounts_1,
            validateEquals: __fw_equals_BigCounts_1,
            stringify: __fw_stringify_BigCounts_1,
            check: __fw_check_BigCounts_1
        })).doc({ summary: 'BigCounts' }),
        Router.post('/Choice', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Choice",
            source: "packages/transformer/test/virtual/contract/app.ts:249",
            schema: { "type": "object", "properties": { "answer": { "oneOf": [{ "type": "boolean", "enum": [false] }, { "type": "string", "enum": ["yes", "no"] }, { "type": "integer", "enum": [42] }] } }, "required": ["answer"] },
            validate: __fw_validate_Choice_1,
            validateEquals: __fw_equals_Choice_1,
            stringify: __fw_stringify_Choice_1,
            check: __fw_check_Choice_1
        })).doc({ summary: 'Choice' }),
        Router.post('/ArrayOfUnions', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "ArrayOfUnions",
            source: "packages/transformer/test/virtual/contract/app.ts:252",
            schema: { "type": "object", "properties": { "values": { "type": "array", "items": { "anyOf": [{ "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] }, { "type": "object", "properties": { "lat": { "type": "number", "minimum": -90, "maximum": 90 }, "lng": { "type": "number", "minimum": -180, "maximum": 180 } }, "required": ["lat", "lng"] }] } } }, "required": ["values"] },
            validate: __fw_validate_ArrayOfUnions_1,
            validateEquals: __fw_equals_ArrayOfUnions_1,
            stringify: __fw_stringify_ArrayOfUnions_1,
            check: __fw_check_ArrayOfUnions_1
        })).doc({ summary: 'ArrayOfUnions' }),
        Router.post('/Sparse', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Sparse",
            source: "packages/transformer/test/virtual/contract/app.ts:264",
            schema: { "type": "object", "properties": { "a": { "oneOf": [{ "type": "string" }, { "type": "null" }] }, "b": { "oneOf": [{ "type": "number" }, { "type": "null" }] }, "c": { "oneOf": [{ "type": "array", "items": { "oneOf": [{ "type": "string" }, { "type": "null" }] } }, { "type": "null" }] } }, "required": [] },
            validate: __fw_validate_Sparse_1,
            validateEquals: __fw_equals_Sparse_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["c"], "n": ["b"] }] },
            stringify: __fw_stringify_Sparse_1,
            check: __fw_check_Sparse_1
        })).doc({ summary: 'Sparse' }),
        Router.post('/Address', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Address",
            source: "packages/transformer/test/virtual/contract/app.ts:7",
            schema: { "type": "object", "properties": { "city": { "type": "string" }, "zip": { "type": "string", "pattern": "^[0-9]{5}$" } }, "required": ["city", "zip"] },
            validate: __fw_validate_Address_1,
            validateEquals: __fw_equals_Address_1,
            stringify: __fw_stringify_Address_1,
            check: __fw_check_Address_1
        })).doc({ summary: 'Address' }),
        Router.post('/Status2', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Status",
            source: "packages/transformer/test/virtual/contract/app.ts:32",
            schema: { "type": "string", "enum": ["draft", "published", "archived"] },
            validate: __fw_validate_Status_1,
            validateEquals: __fw_equals_Status_1,
            stringify: __fw_stringify_Status_1,
            check: __fw_check_Status_1
        })).doc({ summary: 'Status2' }),
        Router.post('/Levels', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Levels",
            source: "packages/transformer/test/virtual/contract/app.ts:256",
            schema: { "type": "array", "items": { "type": "integer", "enum": [1, 2] } },
            validate: __fw_validate_Levels_1,
            validateEquals: __fw_equals_Levels_1,
            stringify: input => JSON.stringify(__fw_clone_Levels_1(input)),
            check: __fw_check_Levels_1
        })).doc({ summary: 'Levels' }),
        Router.post('/Meeting', withBody((ctx, body) => ctx.json(200, body), {
            kind: "fw.type",
            name: "Meeting",
            source: "packages/transformer/test/virtual/contract/app.ts:257",
            schema: { "type": "object", "properties": { "title": { "type": "string" }, "at": { "type": "string", "format": "date-time" }, "ends": { "oneOf": [{ "type": "string", "format": "date-time" }, { "type": "null" }] }, "reminders": { "type": "array", "items": { "type": "string", "format": "date-time" } }, "moved": { "oneOf": [{ "type": "string", "format": "date-time" }, { "type": "null" }] } }, "required": ["title", "at", "reminders"] },
            validate: __fw_validate_Meeting_1,
            validateEquals: __fw_equals_Meeting_1,
            nulls: { "root": { "o": [0] }, "objects": [{ "d": ["ends"], "p": { "at": { "t": 1 }, "ends": { "t": 1 }, "reminders": { "a": { "t": 1 } }, "moved": { "t": 1 } } }] },
            stringify: __fw_stringify_Meeting_1,
            check: __fw_check_Meeting_1
        })).doc({ summary: 'Meeting' }),
    ],
});
/** Valid values of each route's body type, made by typia from the type itself. */
export const random = {
    Person: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        tags: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Drawing: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        shapes: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            maxItems: 20,
            element: () => __typia_transform__randomPick._randomPick([
                () => _ro1(_recursive, _recursive ? 1 + _depth : _depth),
                () => _ro2(_recursive, _recursive ? 1 + _depth : _depth)
            ])()
        }),
        title: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        kind: "circle",
        radius: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: 0
        })
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        kind: "square",
        side: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            exclusiveMinimum: 0
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    TreeNode: () => (() => { const _ro0 = (_recursive = true, _depth = 0) => ({
        value: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer"
        }),
        children: 5 >= _depth ? (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => _ro0(true, _recursive ? 1 + _depth : _depth)
        }) : []
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Article: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        status: __typia_transform__randomPick._randomPick([
            () => "draft",
            () => "published",
            () => "archived"
        ])(),
        color: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => "red",
            () => "blue"
        ])(),
        level: __typia_transform__randomPick._randomPick([
            () => 1,
            () => 2
        ])(),
        score: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            exclusiveMinimum: 0,
            exclusiveMaximum: 1
        }),
        ratio: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        }),
        flag: (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)(),
        id: (_generator?.uuid ?? __typia_transform__randomFormatUuid._randomFormatUuid)(),
        created: (_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)(),
        day: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.date ?? __typia_transform__randomFormatDate._randomFormatDate)()
        ])(),
        site: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.uri ?? __typia_transform__randomFormatUri._randomFormatUri)()
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Matrix: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        rows: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                element: () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                    type: "integer"
                })
            })
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Dictionary: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        labels: _ro1(_recursive, _recursive ? 1 + _depth : _depth),
        counts: _ro2(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        ...Object.fromEntries((_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => [
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                }),
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            ]
        }))
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        ...Object.fromEntries((_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => [
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                }),
                (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                    type: "integer",
                    minimum: 0
                })
            ]
        }))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Mixed: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        value: __typia_transform__randomPick._randomPick([
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            }),
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            }),
            () => (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)()
        ])(),
        maybe: __typia_transform__randomPick._randomPick([
            () => null,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        list: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                }),
                () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                    type: "number"
                })
            ])()
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Limits: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        short: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            maxLength: 3
        }),
        code: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 2,
            maxLength: 2
        }),
        few: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            minItems: 1,
            maxItems: 3,
            element: () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        }),
        small: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer",
            minimum: -5,
            maximum: 5
        }),
        unique: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                uniqueItems: true,
                element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Envelope: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        data: _ro1(_recursive, _recursive ? 1 + _depth : _depth),
        page: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0
            })
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    PersonPatch: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string",
                minLength: 1,
                maxLength: 100
            })
        ])(),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        tags: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            })
        ])(),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    PersonName: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    PersonWithoutTags: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Named: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer",
            minimum: 0,
            maximum: 150
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Stamped: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        tags: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])(),
        stamp: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer",
            minimum: 0
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Deep: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        a: _ro1(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        b: _ro2(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        c: _ro3(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro3 = (_recursive = false, _depth = 0) => ({
        d: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        e: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Optionals: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        a: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        b: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ])(),
        c: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)()
        ])(),
        d: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            })
        ])(),
        e: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])(),
        f: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Feed: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        events: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => _ro1(_recursive, _recursive ? 1 + _depth : _depth),
                () => _ro2(_recursive, _recursive ? 1 + _depth : _depth),
                () => _ro3(_recursive, _recursive ? 1 + _depth : _depth)
            ])()
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        type: "click",
        x: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        }),
        y: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        type: "key",
        key: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1
        })
    }); const _ro3 = (_recursive = false, _depth = 0) => ({
        type: "scroll",
        delta: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Wrapper: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        items: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        id: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer",
            minimum: 0
        }),
        label: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Shape: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        kind: "circle",
        radius: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: 0
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        kind: "square",
        side: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            exclusiveMinimum: 0
        })
    }); let _generator; return generator => {
        _generator = generator;
        return __typia_transform__randomPick._randomPick([
            () => _ro0(),
            () => _ro1()
        ])();
    }; })()(),
    Status: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        status: __typia_transform__randomPick._randomPick([
            () => "draft",
            () => "published",
            () => "archived"
        ])(),
        colors: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => "red",
                () => "blue"
            ])()
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Tupled: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        pair: [
            (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            }),
            (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ],
        triple: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => [
                (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)(),
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                }),
                (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                    type: "integer",
                    minimum: 0
                })
            ]
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Loose: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        anything: "any type used...",
        whatever: __typia_transform__randomPick._randomPick([
            () => "any type used...",
            () => undefined
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Overlap: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        a: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        a: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        b: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return __typia_transform__randomPick._randomPick([
            () => _ro0(),
            () => _ro1()
        ])();
    }; })()(),
    Literals: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        one: __typia_transform__randomPick._randomPick([
            () => 1,
            () => 2,
            () => 3
        ])(),
        yes: true,
        kind: "only",
        either: __typia_transform__randomPick._randomPick([
            () => 1,
            () => "a"
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Templated: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        ref: `user-${(_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })}`,
        path: `/${(_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })}`
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Keyed: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        fixed: _ro1(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        a: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        b: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    NullableItems: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        values: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => null,
                () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            ])()
        }),
        nested: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        inner: __typia_transform__randomPick._randomPick([
            () => null,
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Formats: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        ip4: (_generator?.ipv4 ?? __typia_transform__randomFormatIpv4._randomFormatIpv4)(),
        ip6: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.ipv6 ?? __typia_transform__randomFormatIpv6._randomFormatIpv6)()
        ])(),
        host: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.hostname ?? __typia_transform__randomFormatHostname._randomFormatHostname)()
        ])(),
        time: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.time ?? __typia_transform__randomFormatTime._randomFormatTime)()
        ])(),
        iri: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.uriReference ?? __typia_transform__randomFormatUriReference._randomFormatUriReference)()
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Category: () => (() => { const _ro0 = (_recursive = true, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        parent: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro0(true, _recursive ? 1 + _depth : _depth)
        ])(),
        items: 5 >= _depth ? (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => _ro1(true, _recursive ? 1 + _depth : _depth)
        }) : []
    }); const _ro1 = (_recursive = true, _depth = 0) => ({
        title: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        category: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro0(true, _recursive ? 1 + _depth : _depth)
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Numbers: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        id: __typia_transform__randomPick._randomPick([
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            }),
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer"
            })
        ])(),
        multiple: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            multipleOf: 5
        }),
        range: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: 1.5,
            maximum: 2.5
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Page: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        items: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        next: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    FeatureFlags: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        beta: (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)(),
        dark: (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    TextOrValue: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        text: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        value: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })
    }); let _generator; return generator => {
        _generator = generator;
        return __typia_transform__randomPick._randomPick([
            () => _ro0(),
            () => _ro1()
        ])();
    }; })()(),
    ReadonlyPerson: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        tags: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Unfrozen: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Nested: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string",
                minLength: 1,
                maxLength: 100
            })
        ])(),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    OptionalAddress: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        tags: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        zip: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Issue: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        path: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        expected: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        found: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    QueryDoc: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        description: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        required: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)()
        ])(),
        schemaType: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Money: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        amount: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer"
        }),
        currency: __typia_transform__randomPick._randomPick([
            () => "EUR",
            () => "USD",
            () => "JPY"
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Invoice: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        lines: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        }),
        total: _ro2(_recursive, _recursive ? 1 + _depth : _depth),
        notes: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                maxItems: 5,
                element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                })
            })
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        text: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            maxLength: 80
        }),
        price: _ro2(_recursive, _recursive ? 1 + _depth : _depth),
        qty: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 1
            })
        ])()
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        amount: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer"
        }),
        currency: __typia_transform__randomPick._randomPick([
            () => "EUR",
            () => "USD",
            () => "JPY"
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    UserResult: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        ok: true,
        value: _ro1(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        }),
        age: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0,
                maximum: 150
            })
        ])(),
        email: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        ])(),
        tags: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        }),
        address: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro2(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); const _ro3 = (_recursive = false, _depth = 0) => ({
        ok: false,
        error: _ro4(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro4 = (_recursive = false, _depth = 0) => ({
        message: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        })
    }); let _generator; return generator => {
        _generator = generator;
        return __typia_transform__randomPick._randomPick([
            () => _ro0(),
            () => _ro3()
        ])();
    }; })()(),
    Coordinates: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        lat: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -90,
            maximum: 90
        }),
        lng: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -180,
            maximum: 180
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Route2: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        points: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            minItems: 2,
            element: () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        }),
        closed: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)()
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        lat: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -90,
            maximum: 90
        }),
        lng: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -180,
            maximum: 180
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Contact: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        phone: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^\\+[0-9]{6,15}$"))
        ])(),
        emails: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.email ?? __typia_transform__randomFormatEmail._randomFormatEmail)()
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Settings: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        theme: __typia_transform__randomPick._randomPick([
            () => "dark",
            () => "light",
            () => "system"
        ])(),
        fontSize: (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
            type: "integer",
            minimum: 8,
            maximum: 32
        }),
        shortcuts: _ro1(_recursive, _recursive ? 1 + _depth : _depth)
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        ...Object.fromEntries((_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => [
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string"
                }),
                (_generator?.string ?? __typia_transform__randomString._randomString)({
                    type: "string",
                    minLength: 1
                })
            ]
        }))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Comment: () => (() => { const _ro0 = (_recursive = true, _depth = 0) => ({
        id: (_generator?.uuid ?? __typia_transform__randomFormatUuid._randomFormatUuid)(),
        body: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 500
        }),
        replies: 5 >= _depth ? (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => _ro0(true, _recursive ? 1 + _depth : _depth)
        }) : [],
        author: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(true, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        name: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string",
            minLength: 1,
            maxLength: 100
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Expr: () => (() => { const _ro0 = (_recursive = true, _depth = 0) => ({
        op: __typia_transform__randomPick._randomPick([
            () => "+",
            () => "-",
            () => "*"
        ])(),
        left: __typia_transform__randomPick._randomPick([
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            }),
            () => _ro0(true, _recursive ? 1 + _depth : _depth)
        ])(),
        right: __typia_transform__randomPick._randomPick([
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            }),
            () => _ro0(true, _recursive ? 1 + _depth : _depth)
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Batch: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        items: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            maxItems: 3,
            element: () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        status: __typia_transform__randomPick._randomPick([
            () => "draft",
            () => "published",
            () => "archived"
        ])(),
        color: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => "red",
            () => "blue"
        ])(),
        level: __typia_transform__randomPick._randomPick([
            () => 1,
            () => 2
        ])(),
        score: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            exclusiveMinimum: 0,
            exclusiveMaximum: 1
        }),
        ratio: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        }),
        flag: (_generator?.boolean ?? __typia_transform__randomBoolean._randomBoolean)(),
        id: (_generator?.uuid ?? __typia_transform__randomFormatUuid._randomFormatUuid)(),
        created: (_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)(),
        day: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.date ?? __typia_transform__randomFormatDate._randomFormatDate)()
        ])(),
        site: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.uri ?? __typia_transform__randomFormatUri._randomFormatUri)()
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Grid: () => (() => { let _generator; return generator => {
        _generator = generator;
        return (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => [
                (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                    type: "number"
                }),
                (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                    type: "number"
                })
            ]
        });
    }; })()(),
    Span: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        range: [
            (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer"
            }),
            __typia_transform__randomPick._randomPick([
                () => undefined,
                () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                    type: "integer"
                })
            ])()
        ]
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Versioned: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        version: `v${(_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })}.${(_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })}`,
        channel: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => `beta-${(_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })}`,
            () => `stable-${(_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })}`
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    EmptyObject: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({}); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    AllOptional: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        a: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro1(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        b: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => _ro2(_recursive, _recursive ? 1 + _depth : _depth)
        ])()
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        c: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    BigCounts: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        counts: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => (_generator?.integer ?? __typia_transform__randomInteger._randomInteger)({
                type: "integer",
                minimum: 0
            })
        }),
        ratio: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number"
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Choice: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        answer: __typia_transform__randomPick._randomPick([
            () => false,
            () => "yes",
            () => "no",
            () => 42
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    ArrayOfUnions: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        values: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => _ro1(_recursive, _recursive ? 1 + _depth : _depth),
                () => _ro2(_recursive, _recursive ? 1 + _depth : _depth)
            ])()
        })
    }); const _ro1 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); const _ro2 = (_recursive = false, _depth = 0) => ({
        lat: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -90,
            maximum: 90
        }),
        lng: (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
            type: "number",
            minimum: -180,
            maximum: 180
        })
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Sparse: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        a: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                type: "string"
            })
        ])(),
        b: __typia_transform__randomPick._randomPick([
            () => null,
            () => (_generator?.number ?? __typia_transform__randomNumber._randomNumber)({
                type: "number"
            })
        ])(),
        c: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => (_generator?.array ?? __typia_transform__randomArray._randomArray)({
                type: "array",
                element: () => __typia_transform__randomPick._randomPick([
                    () => null,
                    () => (_generator?.string ?? __typia_transform__randomString._randomString)({
                        type: "string"
                    })
                ])()
            })
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Address: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        city: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        zip: (_generator?.pattern ?? __typia_transform__randomPattern._randomPattern)(new RegExp("^[0-9]{5}$"))
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
    Status2: () => (() => { let _generator; return generator => {
        _generator = generator;
        return __typia_transform__randomPick._randomPick([
            () => "draft",
            () => "published",
            () => "archived"
        ])();
    }; })()(),
    Levels: () => (() => { let _generator; return generator => {
        _generator = generator;
        return (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => __typia_transform__randomPick._randomPick([
                () => 1,
                () => 2
            ])()
        });
    }; })()(),
    Meeting: () => (() => { const _ro0 = (_recursive = false, _depth = 0) => ({
        title: (_generator?.string ?? __typia_transform__randomString._randomString)({
            type: "string"
        }),
        at: new Date((_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)()),
        ends: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => new Date((_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)())
        ])(),
        reminders: (_generator?.array ?? __typia_transform__randomArray._randomArray)({
            type: "array",
            element: () => new Date((_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)())
        }),
        moved: __typia_transform__randomPick._randomPick([
            () => undefined,
            () => null,
            () => new Date((_generator?.datetime ?? __typia_transform__randomFormatDatetime._randomFormatDatetime)())
        ])()
    }); let _generator; return generator => {
        _generator = generator;
        return _ro0();
    }; })()(),
};
